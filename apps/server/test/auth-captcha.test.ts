import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { accounts, captchas, loginLogs } from '../src/db/schema';
import { type TAuthConfig, postLogin } from './auth-helpers';
import { createTestApp, type TTestApp } from './harness';
import { TEST_PASSWORD } from './template';
import { DEMO_ID_NUMBER } from '../src/modules/accounts/demo-profiles';

const EN = { headers: { 'accept-language': 'en' } };
type TCaptcha = { captchaEnabled: boolean; uuid: string; img: string };

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ RCWB_CAPTCHA: 'on', RCWB_LOGIN_RATE_PER_MINUTE: '10000' });
});
afterAll(() => t.close());

/** A fresh captcha and its answer, read from the table as only the server could. */
async function captcha(): Promise<{ uuid: string; answer: string }> {
  const res = await t.api.get<TCaptcha>('/web-auth/code');
  const uuid = res.body.data!.uuid;
  const [row] = await t.deps.db.select().from(captchas).where(eq(captchas.uuid, uuid));
  return { uuid, answer: row!.answer };
}
const lastReason = async (username: string) =>
  (
    await t.deps.db
      .select()
      .from(loginLogs)
      .where(eq(loginLogs.username, username))
      .orderBy(desc(loginLogs.id))
  )[0]?.reason;

describe('captcha on', () => {
  it('is announced by the config', async () => {
    const res = await t.api.get<TAuthConfig>('/web-auth/config');
    expect(res.body.data!.captchaEnabled).toBe(true);
  });

  it('serves a 4-character SVG image whose answer expires in two minutes', async () => {
    const res = await t.api.get<TCaptcha>('/web-auth/code');
    expect(res.body.code).toBe(200);
    const data = res.body.data!;
    expect(data.captchaEnabled).toBe(true);
    expect(data.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.img.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = Buffer.from(data.img.slice('data:image/svg+xml;base64,'.length), 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    const [row] = await t.deps.db
      .select({
        answer: captchas.answer,
        ttl: sql<number>`round(extract(epoch from (${captchas.expiresAt} - now())))::int`,
      })
      .from(captchas)
      .where(eq(captchas.uuid, data.uuid));
    expect(row!.answer).toMatch(/^[a-z0-9]{4}$/);
    // No look-alike characters.
    expect(row!.answer).not.toMatch(/[0o1il2z5s8b]/);
    expect(row!.ttl).toBeGreaterThan(115);
    expect(row!.ttl).toBeLessThanOrEqual(120);
    expect(JSON.stringify(res.body)).not.toContain(`"${row!.answer}"`);
  });

  it('accepts the right code, ignoring case, exactly once', async () => {
    const { uuid, answer } = await captcha();
    const ok = await postLogin(t, 'editor', TEST_PASSWORD, { uuid, code: answer.toUpperCase() });
    expect(ok.body.code).toBe(200);
    expect(await t.deps.db.select().from(captchas).where(eq(captchas.uuid, uuid))).toEqual([]);
    const again = await postLogin(t, 'editor', TEST_PASSWORD, { uuid, code: answer }, EN);
    expect(again.body).toEqual({ code: 601, msg: 'the verification code has expired, please get a new one' });
  });

  it('refuses a wrong code, and the image is spent by the guess', async () => {
    const { uuid, answer } = await captcha();
    const wrong = answer === 'aaaa' ? 'cccc' : 'aaaa';
    const res = await postLogin(t, 'editor', TEST_PASSWORD, { uuid, code: wrong }, EN);
    expect(res.body).toEqual({ code: 601, msg: 'the verification code is wrong' });
    expect(await lastReason('editor')).toBe('captchaWrong');
    const retry = await postLogin(t, 'editor', TEST_PASSWORD, { uuid, code: answer }, EN);
    expect(retry.body.code).toBe(601);
    expect(retry.body.msg).toBe('the verification code has expired, please get a new one');
  });

  it('refuses an expired code', async () => {
    const { uuid, answer } = await captcha();
    await t.deps.db
      .update(captchas)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(captchas.uuid, uuid));
    const res = await postLogin(t, 'editor', TEST_PASSWORD, { uuid, code: answer }, EN);
    expect(res.body).toEqual({ code: 601, msg: 'the verification code has expired, please get a new one' });
    expect(await lastReason('editor')).toBe('captchaExpired');
  });

  it('requires the code when it is on', async () => {
    for (const extra of [
      {},
      { uuid: (await captcha()).uuid },
      { uuid: (await captcha()).uuid, code: '  ' },
    ]) {
      const res = await postLogin(t, 'editor', TEST_PASSWORD, extra, EN);
      expect(res.body).toEqual({ code: 601, msg: 'please enter the verification code' });
    }
    expect(await lastReason('editor')).toBe('captchaRequired');
    const zh = await postLogin(t, 'editor', TEST_PASSWORD, {});
    expect(zh.body.msg).toBe('请输入验证码');
  });

  it('checks the captcha before the password, and captcha failures do not count toward the lock', async () => {
    for (let i = 0; i < 6; i++) {
      const res = await postLogin(t, 'person', 'Wrong#Pass1', { uuid: 'no-such-uuid', code: 'abcd' }, EN);
      expect(res.body.msg).toBe('the verification code has expired, please get a new one');
    }
    const [person] = await t.deps.db.select().from(accounts).where(eq(accounts.username, 'person'));
    expect(person!.failedLogins).toBe(0);
    const { uuid, answer } = await captcha();
    expect((await postLogin(t, 'person', TEST_PASSWORD, { uuid, code: answer })).body.code).toBe(200);
  });

  it('drops stale answers when it makes new ones', async () => {
    const { uuid } = await captcha();
    await t.deps.db
      .update(captchas)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(captchas.uuid, uuid));
    await captcha();
    expect(await t.deps.db.select().from(captchas).where(eq(captchas.uuid, uuid))).toEqual([]);
  });
});

describe('account-existence lookups behind the captcha', () => {
  const lookups = [
    ['/web-auth/register/checkUsername', { username: 'PERSON' }, { valid: true, available: false }],
    [
      '/web-auth/register/checkIdNumber',
      { idNumber: DEMO_ID_NUMBER },
      // Never "registered" to a caller who has not proven a mobile by SMS code.
      { valid: true, available: true, message: '' },
    ],
  ] as const;

  it.each(lookups)('%s refuses a call without a right captcha answer', async (url, body) => {
    const none = await t.api.post(url, body, EN);
    expect(none.body).toMatchObject({ code: 601, msg: 'please enter the verification code' });
    const { uuid } = await captcha();
    const wrong = await t.api.post(url, { ...body, uuid, code: 'zzzz' }, EN);
    expect(wrong.body.code).toBe(601);
    expect(wrong.body.data).toBeUndefined();
  });

  it.each(lookups)('%s answers once per captcha', async (url, body, answer) => {
    const { uuid, answer: code } = await captcha();
    const first = await t.api.post(url, { ...body, uuid, code }, EN);
    expect(first.body.data).toEqual(answer);
    const again = await t.api.post(url, { ...body, uuid, code }, EN);
    expect(again.body.code).toBe(601);
  });
});
