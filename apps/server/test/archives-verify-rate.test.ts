import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './harness';
import { callAs, signInAs } from './sessions';

let t: TTestApp;
let admin: string;

beforeAll(async () => {
  // Behind the trusted proxy each forwarded address is counted on its own.
  t = await createTestApp({ RCWB_TRUST_PROXY: '127.0.0.1' });
  admin = await signInAs(t, 'admin');
});
afterAll(() => t.close());

const verifyFrom = async (ip: string) =>
  (
    await t.api.get(
      '/public/documents/verify',
      { code: 'A'.repeat(24) },
      callAs(undefined, {
        'x-forwarded-for': ip,
      }),
    )
  ).status;

/** How many verifications one address gets before it is refused (at most `upTo`). */
async function allowed(ip: string, upTo: number) {
  for (let n = 0; n < upTo; n++) if ((await verifyFrom(ip)) === 429) return n;
  return upTo;
}

const setRate = (value: number | null) =>
  t.api.put('/system/param/verifyRatePerMinute', { value }, callAs(admin));

describe('the public verification page’s rate limit', () => {
  it('is the run-time parameter, within its range, and a change applies from the next call', async () => {
    expect(
      (
        await t.api.get<{ key: string; value: number; min: number; max: number }[]>(
          '/system/param/list',
          {},
          callAs(admin),
        )
      ).body.data!.find((p) => p.key === 'verifyRatePerMinute'),
    ).toMatchObject({ value: 30, min: 5, max: 600 });
    expect(await allowed('198.51.100.10', 40)).toBe(30);

    for (const value of [4, 601]) expect((await setRate(value)).body.code).toBe(601);
    expect((await setRate(5)).body.code).toBe(200);
    expect(await allowed('198.51.100.11', 40)).toBe(5);

    expect((await setRate(12)).body.code).toBe(200);
    expect(await allowed('198.51.100.12', 40)).toBe(12);

    // Back to the environment's default.
    expect((await setRate(null)).body.code).toBe(200);
    expect(await allowed('198.51.100.13', 40)).toBe(30);
  });
});
