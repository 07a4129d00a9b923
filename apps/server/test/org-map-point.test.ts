import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, gb01 } from '../src/db/schema';
import { EN, register } from './accounts-helpers';
import { createTestApp, type TTestApp } from './harness';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ RCWB_SMS_RATE_PER_MINUTE: '10000', RCWB_LOGIN_RATE_PER_MINUTE: '10000' });
});
afterAll(() => t.close());

const post = (url: string, body: Record<string, unknown>, token: string) =>
  t.api.post(url, body, { token, headers: { ...EN, repeatsubmit: 'false' } });

/** A registered organisation (region 福州市仓山区) and the fields its profile form sends. */
async function org() {
  const { res, body } = await register(t, 'Gb01');
  const [account] = await t.deps.db
    .select()
    .from(accounts)
    .where(eq(accounts.username, body.username as string));
  const { username: _u, mobile: _m, smsCode: _s, password: _p, ...form } = body;
  return { id: account!.id, token: res.body.data!.sessionId as string, form };
}

const pointOf = async (id: number) => {
  const [row] = await t.deps.db.select().from(gb01).where(eq(gb01.accountId, id));
  return { lat: row!.lat, lng: row!.lng };
};

describe("an organisation's map point", () => {
  it('is stored when it lies in the city of the chosen region, and cleared with null', async () => {
    const o = await org();
    expect(o.form.region).toBe('350104');
    const saved = await post('/web-auth/updateGb01', { ...o.form, lat: 26.047, lng: 119.274 }, o.token);
    expect(saved.body.code).toBe(200);
    expect(await pointOf(o.id)).toEqual({ lat: 26.047, lng: 119.274 });
    const cleared = await post('/web-auth/updateGb01', { ...o.form, lat: null, lng: null }, o.token);
    expect(cleared.body.code).toBe(200);
    expect(await pointOf(o.id)).toEqual({ lat: null, lng: null });
  });

  it('is refused outside the city of its region (a point in Xiamen for a Fuzhou district)', async () => {
    const o = await org();
    const res = await post('/web-auth/updateGb01', { ...o.form, lat: 24.48, lng: 118.09 }, o.token);
    expect(res.body.code).toBe(601);
    expect(res.body.msg).toMatch(/outside the city of the chosen region/);
    expect(await pointOf(o.id)).toEqual({ lat: null, lng: null });
  });

  it('is refused outside the portal region when no city is chosen, and with one coordinate only', async () => {
    const o = await org();
    // Beijing, for an organisation without a region.
    const far = await post(
      '/web-auth/updateGb01',
      { ...o.form, region: null, lat: 39.9, lng: 116.4 },
      o.token,
    );
    expect(far.body.msg).toMatch(/outside the city of the chosen region/);
    const half = await post('/web-auth/updateGb01', { ...o.form, lat: 26.047, lng: null }, o.token);
    expect(half.body.code).toBe(601);
    expect(half.body.msg).toMatch(/both a latitude and a longitude/);
  });
});
