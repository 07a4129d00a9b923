import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { accounts, messages, smsCodes, smsOutbox } from '../src/db/schema';
import { EN, ageCodes, codeIn, codesOf, freshMobile, latestSms, sendSms, smsCode } from './accounts-helpers';
import { encryptPassword } from './auth-helpers';
import { createTestApp, type TTestApp } from './harness';
import { TEST_PASSWORD } from './template';
import { signInAs } from './sessions';

let t: TTestApp;
let person: string;
let personId: number;
beforeAll(async () => {
  t = await createTestApp({ RCWB_SMS_RATE_PER_MINUTE: '10000', RCWB_LOGIN_RATE_PER_MINUTE: '10000' });
  person = await signInAs(t, 'person');
  personId = (await t.deps.db.select().from(accounts).where(eq(accounts.username, 'person')))[0]!.id;
});
afterAll(() => t.close());

/** Binding a mobile is the simplest call that uses a code (repeats on purpose: no duplicate guard). */
const bind = async (mobile: string, code: string, password = TEST_PASSWORD, token = person) =>
  t.api.post<{ mobile: string }>(
    '/web-auth/bindMobile',
    { mobile, code, password: await encryptPassword(t, password) },
    { token, headers: { ...EN, repeatsubmit: 'false' } },
  );

describe('POST /web-auth/sendSmsCode', () => {
  it('sends a 6-digit code through the outbox and stores only its hash', async () => {
    const mobile = freshMobile();
    const res = await sendSms(t, mobile, 'register');
    expect(res.body).toEqual({
      code: 200,
      msg: 'Operation succeeded',
      data: { interval: 60, expiresIn: 300 },
    });
    const sms = (await latestSms(t, mobile))!;
    expect(sms).toMatchObject({ recipient: mobile, template: 'register' });
    const code = codeIn(sms.text);
    expect(code).toMatch(/^\d{6}$/);
    expect(sms.text).toContain('5 minutes');
    const [row] = await codesOf(t, mobile);
    expect(sms.codeId).toBe(row!.id);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    // Expires five minutes after it was made (database clock).
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(300_000);
  });

  it('answers the same under the /rc-api prefix and writes the text in the caller’s language', async () => {
    const mobile = freshMobile();
    const res = await t.api.post('/rc-api/sendSmsCode', { mobile, purpose: 'register' });
    expect(res.body.code).toBe(200);
    expect((await latestSms(t, mobile))!.text).toMatch(
      /^【数字人才服务】您的注册验证码为 \d{6}，5 分钟内有效/,
    );
  });

  it('refuses bad numbers and unknown purposes', async () => {
    const bad = await sendSms(t, '12345678901', 'register');
    expect(bad.body).toMatchObject({ code: 601, data: { fields: { mobile: 'mobileInvalid' } } });
    const purpose = await sendSms(t, freshMobile(), 'hack');
    expect(purpose.body.code).toBe(601);
  });

  it('allows one send per number every 60 seconds, whatever the purpose', async () => {
    const mobile = freshMobile();
    expect((await sendSms(t, mobile, 'register')).body.code).toBe(200);
    const again = await sendSms(t, mobile, 'reset-password');
    expect(again.body.code).toBe(601);
    expect(again.body.msg).toMatch(/^please wait (60|59) seconds before requesting another code$/);
    await ageCodes(t, mobile, 61);
    expect((await sendSms(t, mobile, 'register')).body.code).toBe(200);
  });

  it('allows ten sends per number in 24 hours', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < 10; i += 1) {
      expect((await sendSms(t, mobile, 'register')).body.code).toBe(200);
      await ageCodes(t, mobile, 61);
    }
    const eleventh = await sendSms(t, mobile, 'register');
    expect(eleventh.body).toEqual({
      code: 601,
      msg: 'this number has reached the limit of 10 codes a day, please try again tomorrow',
    });
    expect(await codesOf(t, mobile)).toHaveLength(10);
    // Another number is not affected; a day later this one may send again.
    expect((await sendSms(t, freshMobile(), 'register')).body.code).toBe(200);
    await ageCodes(t, mobile, 24 * 3600 - 10 * 61);
    expect((await sendSms(t, mobile, 'register')).body.code).toBe(200);
  });

  it('never tells whether a number has an account: same answer, codes only where usable', async () => {
    const free = freshMobile();
    const taken = '13905910001'; // the demo person's
    const answers = [];
    for (const purpose of ['register', 'reset-password', 'bind-mobile']) {
      for (const mobile of [free, taken]) {
        answers.push((await sendSms(t, mobile, purpose)).body);
        await ageCodes(t, mobile, 61);
      }
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    const outbox = async (mobile: string) =>
      (await t.deps.db.select().from(smsOutbox).where(eq(smsOutbox.recipient, mobile))).map((r) => [
        r.template,
        r.codeId !== null,
      ]);
    // A free number gets register and bind codes, and nothing for recovery.
    expect(await outbox(free)).toEqual([
      ['register', true],
      ['bind-mobile', true],
    ]);
    // The owner of a taken number gets notices for register/bind and the recovery code.
    expect(await outbox(taken)).toEqual([
      ['register-exists', false],
      ['reset-password', true],
      ['bind-mobile-taken', false],
    ]);
    // The limits count every request alike.
    expect(await codesOf(t, free)).toHaveLength(3);
    expect(await codesOf(t, taken)).toHaveLength(3);
  });

  it('limits requests per IP address with HTTP 429', async () => {
    const other = await createTestApp({ RCWB_SMS_RATE_PER_MINUTE: '2' });
    try {
      const send = () =>
        other.api.post('/web-auth/sendSmsCode', { mobile: freshMobile(), purpose: 'register' });
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(200);
      const third = await send();
      expect(third.status).toBe(429);
      expect(third.body.code).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('asks for the image captcha when it is on', async () => {
    const other = await createTestApp({ RCWB_CAPTCHA: 'on' });
    try {
      const mobile = freshMobile();
      const none = await other.api.post(
        '/web-auth/sendSmsCode',
        { mobile, purpose: 'register' },
        { headers: EN },
      );
      expect(none.body).toEqual({ code: 601, msg: 'please enter the verification code' });
      const img = await other.api.get<{ uuid: string }>('/web-auth/code');
      const uuid = img.body.data!.uuid;
      const wrong = await other.api.post(
        '/web-auth/sendSmsCode',
        { mobile, purpose: 'register', uuid, code: 'zzzz' },
        { headers: EN },
      );
      expect(wrong.body.msg).toBe('the verification code is wrong');
      const img2 = await other.api.get<{ uuid: string }>('/web-auth/code');
      const [row] = await other.deps.db
        .execute<{ answer: string }>(`SELECT answer FROM captcha WHERE uuid = '${img2.body.data!.uuid}'`)
        .then((r) => r.rows);
      const ok = await other.api.post('/web-auth/sendSmsCode', {
        mobile,
        purpose: 'register',
        uuid: img2.body.data!.uuid,
        code: row!.answer,
      });
      expect(ok.body.code).toBe(200);
      expect(await codesOf(other, mobile)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

describe('checking codes', () => {
  it('accepts the right code once: a reused code is refused', async () => {
    const mobile = freshMobile();
    const code = await smsCode(t, mobile, 'bind-mobile');
    expect((await bind(mobile, code)).body.code).toBe(200);
    const reused = await bind(mobile, code);
    expect(reused.body).toEqual({
      code: 601,
      msg: 'the SMS code has expired or was already used, please get a new one',
    });
  });

  it('refuses a wrong code, and a code of another purpose or number', async () => {
    const mobile = freshMobile();
    const code = await smsCode(t, mobile, 'register');
    const wrongPurpose = await bind(mobile, code);
    expect(wrongPurpose.body.msg).toBe('the SMS code has expired or was already used, please get a new one');
    await ageCodes(t, mobile, 61);
    const bindCode = await smsCode(t, mobile, 'bind-mobile');
    const wrong = bindCode === '000000' ? '000001' : '000000';
    expect((await bind(mobile, wrong)).body).toEqual({ code: 601, msg: 'the SMS code is wrong' });
    expect((await bind(freshMobile(), bindCode)).body.code).toBe(601);
    expect((await bind(mobile, bindCode)).body.code).toBe(200);
  });

  it('refuses an expired code', async () => {
    const mobile = freshMobile();
    const code = await smsCode(t, mobile, 'bind-mobile');
    await ageCodes(t, mobile, 301);
    expect((await bind(mobile, code)).body.msg).toBe(
      'the SMS code has expired or was already used, please get a new one',
    );
  });

  it('allows five tries: after four wrong ones the fifth may be right, after five wrong ones none is', async () => {
    const a = freshMobile();
    const codeA = await smsCode(t, a, 'bind-mobile');
    const wrongA = codeA === '111111' ? '222222' : '111111';
    for (let i = 0; i < 4; i += 1) expect((await bind(a, wrongA)).body.msg).toBe('the SMS code is wrong');
    expect((await bind(a, codeA)).body.code).toBe(200);

    const b = freshMobile();
    const codeB = await smsCode(t, b, 'bind-mobile');
    const wrongB = codeB === '111111' ? '222222' : '111111';
    for (let i = 0; i < 4; i += 1) expect((await bind(b, wrongB)).body.msg).toBe('the SMS code is wrong');
    expect((await bind(b, wrongB)).body.msg).toBe('too many wrong tries, please get a new SMS code');
    expect((await bind(b, codeB)).body.msg).toBe('too many wrong tries, please get a new SMS code');
    const [row] = await codesOf(t, b);
    expect(row!.attempts).toBe(5);
    expect(row!.consumedAt).toBeNull();
  });

  it('checks only the latest code of a number', async () => {
    const mobile = freshMobile();
    const first = await smsCode(t, mobile, 'bind-mobile');
    await ageCodes(t, mobile, 61);
    const second = await smsCode(t, mobile, 'bind-mobile');
    if (first !== second) expect((await bind(mobile, first)).body.msg).toBe('the SMS code is wrong');
    expect((await bind(mobile, second)).body.code).toBe(200);
  });

  it('rejects codes that are not six digits without spending a try', async () => {
    const mobile = freshMobile();
    await smsCode(t, mobile, 'bind-mobile');
    expect((await bind(mobile, '12345')).body).toMatchObject({
      code: 601,
      data: { fields: { code: 'sms.codeFormat' } },
    });
    const [row] = await t.deps.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(row!.attempts).toBe(0);
  });
});

describe('GET /system/sms/outbox', () => {
  it('pages the outbox for the administrator, newest first, filtered by number', async () => {
    const admin = await signInAs(t, 'admin');
    const mobile = freshMobile();
    await sendSms(t, mobile, 'register');
    const res = await t.api.get<never>('/system/sms/outbox', { recipient: mobile }, { token: admin });
    const body = res.body as unknown as { code: number; rows: Array<Record<string, unknown>>; total: number };
    expect(body.code).toBe(200);
    expect(body.total).toBe(1);
    expect(body.rows[0]).toMatchObject({ recipient: mobile, template: 'register', hasCode: true });
    expect(body.rows[0]!.text).toMatch(/\d{6}/);
    const all = await t.api.get<never>('/system/sms/outbox', { page: 1, limit: 2 }, { token: admin });
    expect((all.body as unknown as { rows: unknown[] }).rows).toHaveLength(2);
  });

  it('is refused to everyone else', async () => {
    for (const who of ['reviewer', 'person', 'org']) {
      const res = await t.api.get('/system/sms/outbox', {}, { token: await signInAs(t, who) });
      expect(res.body.code).toBe(403);
    }
    expect((await t.api.get('/system/sms/outbox')).body.code).toBe(401);
  });
});

describe('POST /web-auth/bindMobile', () => {
  it('binds a free number to the caller', async () => {
    const token = await signInAs(t, 'expert');
    const mobile = freshMobile();
    const code = await smsCode(t, mobile, 'bind-mobile');
    const [before] = await t.deps.db.select().from(accounts).where(eq(accounts.username, 'expert'));
    const res = await bind(mobile, code, TEST_PASSWORD, token);
    expect(res.body).toMatchObject({
      code: 200,
      data: { mobile: `${mobile.slice(0, 3)}****${mobile.slice(7)}` },
    });
    const [row] = await t.deps.db.select().from(accounts).where(eq(accounts.username, 'expert'));
    expect(row!.mobile).toBe(mobile);
    // The account is told, naming the old number masked.
    const [notice] = await t.deps.db
      .select()
      .from(messages)
      .where(eq(messages.recipientId, row!.id))
      .orderBy(desc(messages.id))
      .limit(1);
    expect(notice).toMatchObject({ kind: 'security', titleKey: 'accounts.notice.mobileBoundTitle' });
    const masked = (m: string) => `${m.slice(0, 3)}****${m.slice(7)}`;
    if (before!.mobile) {
      expect(notice!.params).toEqual({ old: masked(before!.mobile), mobile: masked(mobile) });
      expect(JSON.stringify(notice)).not.toContain(before!.mobile);
    }
    expect(JSON.stringify(notice)).not.toContain(mobile);
  });

  it('asks for the current password, and a wrong one leaves the number and the code as they were', async () => {
    const mobile = freshMobile();
    const code = await smsCode(t, mobile, 'bind-mobile');
    const withoutPassword = await t.api.post(
      '/web-auth/bindMobile',
      { mobile, code },
      { token: person, headers: { ...EN, repeatsubmit: 'false' } },
    );
    expect(withoutPassword.body).toMatchObject({
      code: 601,
      data: { fields: { password: expect.any(String) } },
    });
    const wrong = await bind(mobile, code, 'Wrong#Pass2026');
    expect(wrong.body).toEqual({ code: 601, msg: 'the current password is wrong' });
    const [row] = await t.deps.db.select().from(accounts).where(eq(accounts.id, personId));
    expect(row!.mobile).not.toBe(mobile);
    // The code was not even tried, so the right password can still use it.
    expect((await bind(mobile, code)).body.code).toBe(200);
  });

  it('refuses a number another account holds, even with a valid code', async () => {
    const mobile = freshMobile();
    const code = await smsCode(t, mobile, 'bind-mobile');
    // Someone else takes the number between the code and the binding.
    await t.deps.db.update(accounts).set({ mobile }).where(eq(accounts.username, 'archivist'));
    const res = await bind(mobile, code);
    expect(res.body).toEqual({ code: 601, msg: 'this mobile number is already bound to another account' });
    const [row] = await t.deps.db.select().from(accounts).where(eq(accounts.id, personId));
    expect(row!.mobile).not.toBe(mobile);
  });

  it('needs a session', async () => {
    expect(
      (await t.api.post('/web-auth/bindMobile', { mobile: freshMobile(), code: '123456', password: 'x' }))
        .body.code,
    ).toBe(401);
  });
});
