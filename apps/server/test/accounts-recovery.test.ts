import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { accounts, messages, smsOutbox } from '../src/db/schema';
import {
  EN,
  GOOD_PASSWORD,
  ageCodes,
  codeIn,
  codesOf,
  freshMobile,
  freshUsername,
  latestSms,
  register,
} from './accounts-helpers';
import { encryptPassword, postLogin } from './auth-helpers';
import { createTestApp, type TTestApp } from './harness';
import { signInAs } from './sessions';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ RCWB_SMS_RATE_PER_MINUTE: '10000', RCWB_LOGIN_RATE_PER_MINUTE: '10000' });
});
afterAll(() => t.close());

const find = (body: Record<string, unknown>) => t.api.post('/web-auth/findPassword', body, { headers: EN });
const reset = async (mobile: string, code: string, password = 'New#Pass2026!') =>
  t.api.post(
    '/web-auth/resetPassword',
    { mobile, code, newPassword: await encryptPassword(t, password) },
    { headers: EN },
  );
const outboxCount = async () =>
  (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(smsOutbox))[0]!.n;

describe('POST /web-auth/findPassword', () => {
  it('gives one answer whatever the account, and sends a code only to a real account’s mobile', async () => {
    const { body, mobile } = await register(t, 'Gc01');
    const before = await outboxCount();
    const answers = [
      await find({ username: 'nobody_here' }),
      await find({ mobile: freshMobile() }),
      await find({ username: 'admin' }), // an account without a mobile
    ];
    expect(await outboxCount()).toBe(before);
    await ageCodes(t, mobile, 61);
    answers.push(await find({ username: body.username }));
    const sms = (await latestSms(t, mobile))!;
    expect(sms.template).toBe('reset-password');
    codeIn(sms.text);
    await ageCodes(t, mobile, 61);
    answers.push(await find({ mobile }));
    // Within the send interval too: the limits do not show through.
    answers.push(await find({ mobile }));
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.body).toEqual({
        code: 200,
        msg: 'Operation succeeded',
        data: {
          message:
            'if an account matches, a verification code has been sent to its mobile number; it is valid for 5 minutes',
        },
      });
    }
    expect((await codesOf(t, mobile, 'reset-password')).length).toBe(2);
  });

  it('needs a username or a mobile, and a well-formed mobile', async () => {
    expect((await find({})).body.code).toBe(601);
    expect((await find({ mobile: '123' })).body).toEqual({
      code: 601,
      msg: 'please enter a correct mobile number',
    });
  });

  it('asks for the image captcha when it is on', async () => {
    const other = await createTestApp({ RCWB_CAPTCHA: 'on' });
    try {
      const res = await other.api.post('/web-auth/findPassword', { username: 'person' }, { headers: EN });
      expect(res.body).toEqual({ code: 601, msg: 'please enter the verification code' });
    } finally {
      await other.close();
    }
  });
});

describe('POST /web-auth/resetPassword', () => {
  it('answers a wrong code the same whether or not the number has an account', async () => {
    const { mobile } = await register(t, 'Gc01');
    await ageCodes(t, mobile, 61);
    const unknown = freshMobile();
    await find({ mobile });
    await find({ mobile: unknown });
    const code = codeIn((await latestSms(t, mobile))!.text);
    const wrong = code === '000000' ? '000001' : '000000';
    const a = await reset(mobile, wrong);
    const b = await reset(unknown, wrong);
    expect(a.body).toEqual({ code: 601, msg: 'the SMS code is wrong' });
    expect(b.body).toEqual(a.body);
    // Numbers that never asked: the same again.
    const c = await reset(freshMobile(), wrong);
    const [withAccount] = await t.deps.db.select().from(accounts).where(eq(accounts.username, 'person'));
    const d = await reset(withAccount!.mobile!, wrong);
    expect(c.body).toEqual(d.body);
  });

  it('sets the password, ends every session and clears the sign-in lockout', async () => {
    const { body, mobile } = await register(t, 'Gc01');
    const username = body.username as string;
    const session = await signInAs(t, username);
    await t.deps.db
      .update(accounts)
      .set({ failedLogins: 5, lockedUntil: sql`now() + interval '30 minutes'` })
      .where(eq(accounts.username, username));
    expect((await postLogin(t, username, GOOD_PASSWORD)).body.code).toBe(601);

    await ageCodes(t, mobile, 61);
    await find({ username });
    const code = codeIn((await latestSms(t, mobile))!.text);
    const res = await reset(mobile, code, 'Brand#New2026');
    expect(res.body).toEqual({
      code: 200,
      msg: 'Operation succeeded',
      data: { message: 'the password has been reset, please sign in with the new password' },
    });
    expect((await t.api.get('/web-auth/getUserInfo', {}, { token: session })).body.code).toBe(401);
    expect((await postLogin(t, username, GOOD_PASSWORD)).body.code).toBe(601);
    expect((await postLogin(t, username, 'Brand#New2026')).body.code).toBe(200);
    const [row] = await t.deps.db.select().from(accounts).where(eq(accounts.username, username));
    expect(row).toMatchObject({ failedLogins: 0, lockedUntil: null });
    const [note] = await t.deps.db
      .select()
      .from(messages)
      .where(eq(messages.recipientId, row!.id))
      .orderBy(desc(messages.id));
    expect(note).toMatchObject({ kind: 'security', titleKey: 'accounts.notice.passwordResetTitle' });
    // The code is used up.
    expect((await reset(mobile, code, 'Other#New2026')).body.msg).toBe(
      'the SMS code has expired or was already used, please get a new one',
    );
  });

  it('refuses a weak new password without using the code up', async () => {
    const { body, mobile } = await register(t, 'Gc01', { username: freshUsername('Pw_') });
    await ageCodes(t, mobile, 61);
    await find({ mobile });
    const code = codeIn((await latestSms(t, mobile))!.text);
    const weak = await reset(mobile, code, 'password');
    expect(weak.body.msg).toMatch(/^the password does not meet the rules: /);
    const same = await reset(mobile, code, `${body.username as string}`);
    expect((same.body.data as { failures: string[] }).failures).toContain('username');
    expect((await reset(mobile, code, 'Strong#Pass77')).body.code).toBe(200);
  });

  it('is a public call that ignores any token', async () => {
    const res = await t.api.post(
      '/web-auth/resetPassword',
      { mobile: freshMobile(), code: '123456', newPassword: await encryptPassword(t, 'Strong#Pass77') },
      { headers: EN },
    );
    expect(res.body.code).toBe(601);
  });
});
