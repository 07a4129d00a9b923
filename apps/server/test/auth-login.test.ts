import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import smCrypto from 'sm-crypto';
import { ALL_PERMISSION } from '@rcwb/shared';
import { accounts, loginLogs, sessions, systemSecrets } from '../src/db/schema';
import { grantsOf, hashToken } from '../src/modules/auth/authenticate';
import { DEMO_ACCOUNTS } from '../src/modules/auth/demo-accounts';
import { createSm2Keys } from '../src/modules/auth/sm2-keys';
import { type TAuthConfig, encryptPassword, loginAs, postLogin } from './auth-helpers';
import { createTestApp, type TTestApp } from './harness';
import { TEST_PASSWORD } from './template';

// sm-crypto is CommonJS: Node's ESM loader exposes only its default export.
const { sm2 } = smCrypto;

const EN = { 'accept-language': 'en' };
const LOGIN_FAILED = 'wrong username or password';
const lockedMessage = (minutes: number) =>
  `too many failed sign-ins: the account is locked, try again in ${minutes} minutes`;

let t: TTestApp;
beforeAll(async () => {
  // Far above what this file sends, so the rate limit (tested below on its own app) stays out of the way.
  // The calls come through a proxy on this host (RCWB_TRUST_PROXY), which names the client's address.
  t = await createTestApp({ RCWB_LOGIN_RATE_PER_MINUTE: '10000', RCWB_TRUST_PROXY: '127.0.0.1' });
});
afterAll(() => t.close());

const accountOf = async (username: string) => {
  const [row] = await t.deps.db.select().from(accounts).where(eq(accounts.username, username));
  if (!row) throw new Error(`no account ${username}`);
  return row;
};
const logsOf = (username: string) =>
  t.deps.db.select().from(loginLogs).where(eq(loginLogs.username, username)).orderBy(desc(loginLogs.id));
const fail = (username: string, password = 'Wrong#Pass1') =>
  postLogin(t, username, password, {}, { headers: EN });

describe('GET /web-auth/config', () => {
  it('answers the public sign-in settings with the SM2 public key only', async () => {
    const res = await t.api.get<TAuthConfig>('/web-auth/config');
    expect(res.body.code).toBe(200);
    const data = res.body.data!;
    expect(data).toMatchObject({ captchaEnabled: false, providers: [], locales: ['zh-CN', 'en'] });
    // The test database is seeded in demo mode, and the page footer is told so.
    expect(data).toMatchObject({ demoMode: true });
    expect(data.sm2PublicKey).toMatch(/^04[0-9a-f]{128}$/);
    const [secret] = await t.deps.db.select().from(systemSecrets);
    const stored = JSON.parse(secret!.value) as { publicKey: string; privateKey: string };
    expect(stored.publicKey).toBe(data.sm2PublicKey);
    expect(res.raw).not.toContain(stored.privateKey);
    expect(JSON.stringify(res.body)).not.toContain(stored.privateKey);
  });

  it('keeps one key pair: repeated calls and other nodes on the same database agree', async () => {
    const first = (await t.api.get<TAuthConfig>('/web-auth/config')).body.data!.sm2PublicKey;
    const second = (await t.api.get<TAuthConfig>('/web-auth/config')).body.data!.sm2PublicKey;
    expect(second).toBe(first);
    const [a, b] = await Promise.all([
      createSm2Keys(t.deps.db).publicKey(),
      createSm2Keys(t.deps.db).publicKey(),
    ]);
    expect([a, b]).toEqual([first, first]);
  });

  it('makes a key pair only once when several nodes start together', async () => {
    const other = await createTestApp();
    try {
      await other.deps.db.delete(systemSecrets);
      const nodes = Array.from({ length: 4 }, () => createSm2Keys(other.deps.db));
      const keys = await Promise.all(nodes.map((n) => n.publicKey()));
      expect(new Set(keys).size).toBe(1);
      expect(await other.deps.db.select().from(systemSecrets)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

describe('GET /web-auth/code with the captcha off', () => {
  it('says so and gives no image', async () => {
    const res = await t.api.get('/web-auth/code');
    expect(res.body).toMatchObject({ code: 200, data: { captchaEnabled: false } });
    expect(res.body.data).toEqual({ captchaEnabled: false });
  });
});

describe('POST /web-auth/login', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.username, a] as const))(
    'signs in %s with its roles',
    async (username, demo) => {
      const res = await postLogin(t, username);
      expect(res.body.code).toBe(200);
      const data = res.body.data!;
      const account = await accountOf(username);
      expect(data).toMatchObject({ name: demo.name, userType: demo.userType, header: '' });
      expect(data.roles).toEqual(demo.roles);
      expect(data.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
      if (username === 'admin') expect(data.permissions).toEqual([ALL_PERMISSION]);
      else {
        expect(data.permissions).not.toContain(ALL_PERMISSION);
        expect(data.permissions).toEqual((await grantsOf(t.deps.db, account.id)).permissions);
      }
      // The token is a working session, stored only as a hash.
      const [session] = await t.deps.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(data.sessionId)));
      expect(session?.accountId).toBe(account.id);
      const info = await t.api.get<{ roles: string[] }>('/web-auth/getUserInfo', undefined, {
        token: data.sessionId,
      });
      expect(info.body).toMatchObject({ code: 200, data: { roles: demo.roles } });
    },
  );

  it('matches the username ignoring case and surrounding spaces', async () => {
    const res = await postLogin(t, '  Archivist ');
    expect(res.body.code).toBe(200);
    expect(res.body.data!.roles).toEqual(['archivist']);
  });

  it('records the sign-in time and a session with the absolute lifetime', async () => {
    const token = await loginAs(t, 'editor');
    const account = await accountOf('editor');
    expect(account.lastLoginAt).toBeInstanceOf(Date);
    const [row] = await t.deps.db
      .select({
        seconds: sql<number>`extract(epoch from (${sessions.expiresAt} - ${sessions.createdAt}))::int`,
      })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row!.seconds).toBe(t.config.sessionAbsoluteSeconds);
  });

  it('gives an unknown user and a wrong password the identical answer', async () => {
    const wrong = await fail('expert');
    const unknown = await fail('nobody-here');
    expect(wrong.body).toEqual({ code: 601, msg: LOGIN_FAILED });
    expect(unknown.body).toEqual(wrong.body);
    const zhWrong = await postLogin(t, 'expert', 'Wrong#Pass1');
    const zhUnknown = await postLogin(t, 'nobody-here', 'Wrong#Pass1');
    expect(zhWrong.body).toEqual({ code: 601, msg: '用户名或密码错误' });
    expect(zhUnknown.body).toEqual(zhWrong.body);
  });

  it('treats a password it cannot decrypt as a failed sign-in, not an error', async () => {
    const otherKey = sm2.generateKeyPairHex().publicKey;
    const cases = ['zz', 'abcd', 'a'.repeat(300), TEST_PASSWORD, sm2.doEncrypt(TEST_PASSWORD, otherKey, 1)];
    for (const password of cases) {
      const res = await t.api.post('/web-auth/login', { username: 'org', password }, { headers: EN });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code: 601, msg: LOGIN_FAILED });
      expect((await logsOf('org'))[0]).toMatchObject({ success: false, reason: 'undecryptable' });
      // Each counts as a failure; clear the count so five cases do not lock the account.
      await t.deps.db.update(accounts).set({ failedLogins: 0 }).where(eq(accounts.username, 'org'));
    }
  });

  it('accepts a ciphertext with the 04 point prefix some SM2 libraries add', async () => {
    const password = `04${await encryptPassword(t, TEST_PASSWORD)}`;
    const res = await t.api.post('/web-auth/login', { username: 'org', password });
    expect(res.body.code).toBe(200);
  });

  it('refuses a missing username or password as invalid input', async () => {
    const res = await t.api.post('/web-auth/login', { username: '', password: '' }, { headers: EN });
    expect(res.body.code).toBe(601);
    expect(res.body.msg).toContain('username');
  });

  it('refuses a disabled account, telling so only to someone who knows the password', async () => {
    await t.deps.db.update(accounts).set({ status: 'disabled' }).where(eq(accounts.username, 'expert'));
    try {
      expect((await fail('expert')).body).toEqual({ code: 601, msg: LOGIN_FAILED });
      const right = await postLogin(t, 'expert', TEST_PASSWORD, {}, { headers: EN });
      expect(right.body).toEqual({
        code: 601,
        msg: 'the account is disabled, please contact the administrator',
      });
      expect((await logsOf('expert'))[0]).toMatchObject({ success: false, reason: 'disabled' });
    } finally {
      await t.deps.db
        .update(accounts)
        .set({ status: 'active', failedLogins: 0 })
        .where(eq(accounts.username, 'expert'));
    }
  });

  it('refuses an account locked by staff, and ends its sessions', async () => {
    const token = await loginAs(t, 'editor');
    await t.deps.db.update(accounts).set({ status: 'locked' }).where(eq(accounts.username, 'editor'));
    try {
      const res = await postLogin(t, 'editor', TEST_PASSWORD, {}, { headers: EN });
      expect(res.body).toEqual({
        code: 601,
        msg: 'the account has been locked, please contact the administrator',
      });
      expect((await logsOf('editor'))[0]).toMatchObject({ success: false, reason: 'adminLocked' });
      const info = await t.api.get('/web-auth/getUserInfo', undefined, { token });
      expect(info.body.code).toBe(401);
    } finally {
      await t.deps.db.update(accounts).set({ status: 'active' }).where(eq(accounts.username, 'editor'));
    }
  });
});

describe('lockout', () => {
  it('locks the account after five failures in a row, even against the right password', async () => {
    for (let i = 1; i <= 4; i++)
      expect((await fail('reviewer')).body).toEqual({ code: 601, msg: LOGIN_FAILED });
    expect((await fail('reviewer')).body).toEqual({ code: 601, msg: lockedMessage(30) });
    const right = await postLogin(t, 'reviewer', TEST_PASSWORD, {}, { headers: EN });
    expect(right.body).toEqual({ code: 601, msg: lockedMessage(30) });
    const zh = await postLogin(t, 'reviewer');
    expect(zh.body).toEqual({ code: 601, msg: '登录失败次数过多，账号已锁定，请30分钟后再试' });
    const account = await accountOf('reviewer');
    expect(account.failedLogins).toBe(5);
    const lockedFor = (account.lockedUntil!.getTime() - Date.now()) / 60000;
    expect(lockedFor).toBeGreaterThan(29);
    expect(lockedFor).toBeLessThanOrEqual(30);
    expect((await logsOf('reviewer'))[0]).toMatchObject({ success: false, reason: 'locked' });
  });

  it('tells the minutes that are left', async () => {
    await t.deps.db
      .update(accounts)
      .set({ lockedUntil: sql`now() + interval '7 minutes'` })
      .where(eq(accounts.username, 'reviewer'));
    const res = await postLogin(t, 'reviewer', TEST_PASSWORD, {}, { headers: EN });
    expect(res.body).toEqual({ code: 601, msg: lockedMessage(7) });
  });

  it('lets the user in once the lock has run out, and the count starts again', async () => {
    await t.deps.db
      .update(accounts)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(accounts.username, 'reviewer'));
    // One more failure after the lock ran out is a first failure, not a sixth.
    expect((await fail('reviewer')).body).toEqual({ code: 601, msg: LOGIN_FAILED });
    expect((await accountOf('reviewer')).failedLogins).toBe(1);
    expect((await postLogin(t, 'reviewer')).body.code).toBe(200);
    const account = await accountOf('reviewer');
    expect(account.failedLogins).toBe(0);
    expect(account.lockedUntil).toBeNull();
  });

  it('counts only consecutive failures: a success resets the count', async () => {
    for (let i = 0; i < 4; i++) await fail('archivist');
    expect((await postLogin(t, 'archivist')).body.code).toBe(200);
    expect((await accountOf('archivist')).failedLogins).toBe(0);
    for (let i = 0; i < 4; i++) expect((await fail('archivist')).body.msg).toBe(LOGIN_FAILED);
    expect((await postLogin(t, 'archivist')).body.code).toBe(200);
  });

  it('answers an unknown username the same way, so the lock does not reveal who exists', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await fail('ghost-user')).body);
    expect(answers.slice(0, 4)).toEqual(Array(4).fill({ code: 601, msg: LOGIN_FAILED }));
    expect(answers.slice(4)).toEqual(Array(2).fill({ code: 601, msg: lockedMessage(30) }));
  });
});

describe('login_log', () => {
  it('records every attempt with outcome, reason, address and user agent', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.7', 'user-agent': 'auth-test-agent/1.0' };
    await postLogin(t, 'person', TEST_PASSWORD, {}, { headers });
    await postLogin(t, 'person', 'Wrong#Pass1', {}, { headers });
    await postLogin(t, 'no-such-person', 'Wrong#Pass1', {}, { headers });
    const person = await accountOf('person');
    const [failed, ok] = await logsOf('person');
    expect(ok).toMatchObject({
      accountId: person.id,
      success: true,
      reason: null,
      ip: '203.0.113.7',
      userAgent: 'auth-test-agent/1.0',
    });
    expect(failed).toMatchObject({ accountId: person.id, success: false, reason: 'wrongPassword' });
    expect((await logsOf('no-such-person'))[0]).toMatchObject({
      accountId: null,
      success: false,
      reason: 'unknownUser',
      ip: '203.0.113.7',
    });
    const [session] = await t.deps.db.select().from(sessions).orderBy(desc(sessions.id)).limit(1);
    expect(session).toMatchObject({
      accountId: person.id,
      ip: '203.0.113.7',
      userAgent: 'auth-test-agent/1.0',
    });
  });
});

describe('rate limit', () => {
  it('refuses more than the configured sign-ins per minute from one address with HTTP 429', async () => {
    const limited = await createTestApp({ RCWB_LOGIN_RATE_PER_MINUTE: '3', RCWB_TRUST_PROXY: '127.0.0.1' });
    try {
      const from = (ip: string) => ({ headers: { ...EN, 'x-forwarded-for': ip } });
      for (let i = 0; i < 3; i++) {
        const res = await postLogin(limited, 'editor', 'Wrong#Pass1', {}, from('198.51.100.1'));
        expect(res.status).toBe(200);
      }
      const refused = await postLogin(limited, 'editor', TEST_PASSWORD, {}, from('198.51.100.1'));
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ code: 429, msg: 'Too many requests, please try again later' });
      // Another address is counted on its own.
      const other = await postLogin(limited, 'editor', TEST_PASSWORD, {}, from('198.51.100.2'));
      expect(other.status).toBe(200);
      expect(other.body.code).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
