import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, loginLogs, smsCodes, smsOutbox } from '../src/db/schema';
import { EN, freshMobile } from './accounts-helpers';
import { encryptPassword } from './auth-helpers';
import { createTestApp, type TTestApp } from './harness';

/**
 * Limits under load: many requests at once against one account or one number. The per-address
 * rate limits are raised so that only the per-account and per-number rules stand in the way.
 */
const PARALLEL = 100;

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ RCWB_LOGIN_RATE_PER_MINUTE: '100000', RCWB_SMS_RATE_PER_MINUTE: '100000' });
});
afterAll(() => t.close());

describe('limits under load', () => {
  it('tries exactly five of 100 parallel wrong passwords against one account, refuses the rest', async () => {
    const [account] = await t.deps.db.select().from(accounts).where(eq(accounts.username, 'reviewer'));
    const password = await encryptPassword(t, 'Wrong#Pass2026');
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        t.api.post('/web-auth/login', { username: 'reviewer', password }, { headers: EN }),
      ),
    );
    const reasons = await t.deps.db
      .select({ reason: loginLogs.reason, success: loginLogs.success })
      .from(loginLogs)
      .where(eq(loginLogs.accountId, account!.id));
    const tried = reasons.filter((r) => r.reason === 'wrongPassword').length;
    const refused = reasons.filter((r) => r.reason === 'locked').length;
    console.log(
      `limits: ${PARALLEL} parallel wrong passwords, ${tried} tried, ${refused} refused as locked (${Date.now() - started} ms)`,
    );
    expect(answers.every((a) => a.status === 200 && a.body.code === 601)).toBe(true);
    expect(reasons.some((r) => r.success)).toBe(false);
    expect(tried).toBe(5);
    expect(refused).toBe(PARALLEL - 5);
    const [after] = await t.deps.db.select().from(accounts).where(eq(accounts.id, account!.id));
    expect(after!.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
  });

  it('tries exactly five of 100 parallel wrong passwords for a user name that has no account', async () => {
    // The same rule as a real account, so the answers do not tell which names exist.
    const username = `nobody_${Date.now()}`;
    const password = await encryptPassword(t, 'Wrong#Pass2026');
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        t.api.post('/web-auth/login', { username, password }, { headers: EN }),
      ),
    );
    const reasons = await t.deps.db
      .select({ reason: loginLogs.reason })
      .from(loginLogs)
      .where(eq(loginLogs.username, username));
    const tried = reasons.filter((r) => r.reason === 'unknownUser').length;
    const refused = reasons.filter((r) => r.reason === 'locked').length;
    console.log(
      `limits: ${PARALLEL} parallel wrong passwords for an unknown name, ${tried} tried, ${refused} refused as locked (${Date.now() - started} ms)`,
    );
    expect(answers.every((a) => a.status === 200 && a.body.code === 601)).toBe(true);
    expect(tried).toBe(5);
    expect(refused).toBe(PARALLEL - 5);
  });

  it('sends exactly one of 100 parallel SMS requests for one number', async () => {
    const mobile = freshMobile();
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        t.api.post('/web-auth/sendSmsCode', { mobile, purpose: 'register' }, { headers: EN }),
      ),
    );
    const sent = answers.filter((a) => a.body.code === 200).length;
    const codes = await t.deps.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    const texts = await t.deps.db.select().from(smsOutbox).where(eq(smsOutbox.recipient, mobile));
    console.log(
      `limits: ${PARALLEL} parallel SMS requests for one number, ${sent} accepted, ${codes.length} code stored, ${texts.length} message sent (${Date.now() - started} ms)`,
    );
    expect(sent).toBe(1);
    expect(codes).toHaveLength(1);
    expect(texts).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 601)).toHaveLength(PARALLEL - 1);
  });
});
