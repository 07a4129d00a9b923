import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { smsCodes } from '../src/db/schema';
import { EN, freshMobile, latestSms, sendSms } from './accounts-helpers';
import { createTestApp, type TTestApp } from './harness';
import { signInAs } from './sessions';
import { waitForOperations } from './audit-helpers';

/** Every argument the app's logger was given, as one text to search. */
const logged = (spies: ReturnType<typeof vi.spyOn>[]) => JSON.stringify(spies.flatMap((s) => s.mock.calls));

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;

describe('SMS codes outside demo mode', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ RCWB_SEED_DEMO: 'false' });
  });
  afterAll(() => t.close());

  it('stores the text with the code masked, never logs it, and the code still works', async () => {
    const spies = LEVELS.map((l) => vi.spyOn(t.deps.log, l));
    const mobile = freshMobile();
    expect((await sendSms(t, mobile, 'register')).body.code).toBe(200);
    const sms = (await latestSms(t, mobile))!;
    expect(sms.codeId).not.toBeNull();
    expect(sms.text).toContain('******');
    expect(sms.text).not.toMatch(/\d{6}/);
    // The code is only in the phone's message: find it by its hash to prove it is still usable.
    const [row] = await t.deps.db.select().from(smsCodes).where(eq(smsCodes.id, sms.codeId!));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(logged(spies)).not.toMatch(/\d{6}/);
    for (const s of spies) s.mockRestore();
  });
});

describe('SMS codes in demo mode', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the text for the quick start, but the log never carries the code', async () => {
    const spies = LEVELS.map((l) => vi.spyOn(t.deps.log, l));
    const mobile = freshMobile();
    expect((await sendSms(t, mobile, 'register')).body.code).toBe(200);
    const sms = (await latestSms(t, mobile))!;
    const code = /\d{6}/.exec(sms.text)![0];
    const text = logged(spies);
    expect(text).toContain('sms sent');
    expect(text).not.toContain(code);
    for (const s of spies) s.mockRestore();
  });

  it('puts each read of the outbox in the operation log', async () => {
    const admin = await signInAs(t, 'admin');
    const res = await t.api.get('/system/sms/outbox', { page: 1, limit: 10 }, { token: admin, headers: EN });
    expect(res.body.code).toBe(200);
    const rows = await waitForOperations(
      t.deps.db,
      (r) => r.action === '/system/sms/outbox' && r.username === 'admin',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ method: 'GET', statusCode: 200 });
  });
});
