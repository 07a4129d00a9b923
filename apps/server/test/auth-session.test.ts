import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { accounts, sessions } from '../src/db/schema';
import { hashToken } from '../src/modules/auth/authenticate';
import { encryptPassword, loginAs } from './auth-helpers';
import { createTestApp, type TTestApp } from './harness';

const EN = { 'accept-language': 'en' };
const SESSION_INVALID = { code: 401, msg: 'invalid session or session expired, please log in again' };
const IDLE = 600;
const ABSOLUTE = 7200;

type TUserInfo = {
  user: {
    userId: number;
    username: string;
    name: string;
    header: string;
    userType: number;
    mobile: string;
    email: string;
  };
  roles: string[];
  permissions: string[];
  infoPerfect: string;
};

let t: TTestApp;
beforeAll(async () => {
  // The calls come through a proxy on this host (RCWB_TRUST_PROXY), which names the client's address.
  t = await createTestApp({
    RCWB_TRUST_PROXY: '127.0.0.1',
    RCWB_SESSION_IDLE_SECONDS: String(IDLE),
    RCWB_SESSION_ABSOLUTE_SECONDS: String(ABSOLUTE),
    RCWB_LOGIN_RATE_PER_MINUTE: '10000',
  });
});
afterAll(() => t.close());

const userInfo = (token?: string) =>
  t.api.get<TUserInfo>('/web-auth/getUserInfo', undefined, { headers: EN, ...(token ? { token } : {}) });
const setAccount = (username: string, values: PgUpdateSetSource<typeof accounts>) =>
  t.deps.db.update(accounts).set(values).where(eq(accounts.username, username));
const moveSession = (token: string, values: PgUpdateSetSource<typeof sessions>) =>
  t.deps.db
    .update(sessions)
    .set(values)
    .where(eq(sessions.tokenHash, hashToken(token)));

describe('routes that need a session', () => {
  const routes: Array<['get' | 'del', string]> = [
    ['del', '/web-auth/logout'],
    ['get', '/web-auth/getUserInfo'],
    ['get', '/web-auth/getUserSaSession'],
    ['get', '/web-auth/checkInfoPerfect'],
  ];

  it.each(routes)('%s %s answers code 401 without a token or with a bad one', async (method, url) => {
    for (const token of [undefined, 'not-a-real-token', 'x'.repeat(43)]) {
      const res = await t.api[method](url, undefined, { headers: EN, ...(token ? { token } : {}) });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(SESSION_INVALID);
    }
  });

  it('keeps the public routes open', async () => {
    for (const url of ['/web-auth/config', '/web-auth/code'])
      expect((await t.api.get(url)).body.code).toBe(200);
  });
});

describe('DELETE /web-auth/logout', () => {
  it('revokes the session server-side at once, and only that session', async () => {
    const token = await loginAs(t, 'editor');
    const other = await loginAs(t, 'editor');
    expect((await userInfo(token)).body.code).toBe(200);
    const res = await t.api.del('/web-auth/logout', undefined, { token });
    expect(res.body).toMatchObject({ code: 200, data: null });
    const [row] = await t.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row!.revokedAt).toBeInstanceOf(Date);
    expect((await userInfo(token)).body).toEqual(SESSION_INVALID);
    expect((await t.api.del('/web-auth/logout', undefined, { token, headers: EN })).body).toEqual(
      SESSION_INVALID,
    );
    expect((await userInfo(other)).body.code).toBe(200);
  });
});

describe('session lifetime', () => {
  it('ends a session left idle longer than the idle timeout', async () => {
    const token = await loginAs(t, 'archivist');
    await moveSession(token, { lastSeenAt: sql`now() - make_interval(secs => ${IDLE + 1})` });
    expect((await userInfo(token)).body).toEqual(SESSION_INVALID);
  });

  it('keeps a session alive while it is used within the idle timeout', async () => {
    const token = await loginAs(t, 'archivist');
    // Twice in a row just inside the timeout: each use moves last-seen forward, so the second
    // one is still fine though the two gaps add up to more than the timeout.
    for (let i = 0; i < 2; i++) {
      await moveSession(token, { lastSeenAt: sql`now() - make_interval(secs => ${IDLE - 20})` });
      expect((await userInfo(token)).body.code).toBe(200);
    }
    const [row] = await t.deps.db
      .select({ age: sql<number>`extract(epoch from (now() - ${sessions.lastSeenAt}))::float` })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row!.age).toBeLessThan(5);
  });

  it('ends a session after its absolute lifetime, however active', async () => {
    const token = await loginAs(t, 'archivist');
    const [row] = await t.deps.db
      .select({
        seconds: sql<number>`extract(epoch from (${sessions.expiresAt} - ${sessions.createdAt}))::int`,
      })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row!.seconds).toBe(ABSOLUTE);
    await moveSession(token, { expiresAt: sql`now() - interval '1 second'`, lastSeenAt: sql`now()` });
    expect((await userInfo(token)).body).toEqual(SESSION_INVALID);
  });

  it('applies a short idle timeout from the configuration', async () => {
    const short = await createTestApp({ RCWB_SESSION_IDLE_SECONDS: '5' });
    try {
      const token = await loginAs(short, 'archivist');
      const get = () => short.api.get('/web-auth/getUserInfo', undefined, { token, headers: EN });
      await short.deps.db
        .update(sessions)
        .set({ lastSeenAt: sql`now() - interval '4 seconds'` })
        .where(eq(sessions.tokenHash, hashToken(token)));
      expect((await get()).body.code).toBe(200);
      await short.deps.db
        .update(sessions)
        .set({ lastSeenAt: sql`now() - interval '6 seconds'` })
        .where(eq(sessions.tokenHash, hashToken(token)));
      expect((await get()).body).toEqual(SESSION_INVALID);
    } finally {
      await short.close();
    }
  });

  it('ends the sessions of an account that is disabled', async () => {
    const token = await loginAs(t, 'expert');
    await setAccount('expert', { status: 'disabled' });
    try {
      expect((await userInfo(token)).body).toEqual(SESSION_INVALID);
    } finally {
      await setAccount('expert', { status: 'active' });
    }
  });
});

describe('GET /web-auth/getUserInfo', () => {
  it('answers the user with the mobile masked', async () => {
    await setAccount('person', { mobile: '13812345678', email: 'liu.yang@example.com' });
    const token = await loginAs(t, 'person');
    const res = await userInfo(token);
    const [person] = await t.deps.db.select().from(accounts).where(eq(accounts.username, 'person'));
    expect(res.body.code).toBe(200);
    expect(res.body.data).toEqual({
      user: {
        userId: person!.id,
        username: 'person',
        name: '刘洋',
        header: '',
        userType: 1,
        mobile: '138****5678',
        email: 'liu.yang@example.com',
      },
      roles: ['person'],
      permissions: expect.any(Array),
      infoPerfect: '1',
      mustChangePassword: false,
    });
    expect(res.raw).not.toContain('13812345678');
    expect(JSON.stringify(res.body)).not.toContain('12345678');
  });

  it('gives the admin the wildcard permission', async () => {
    const res = await userInfo(await loginAs(t, 'admin'));
    expect(res.body.data).toMatchObject({ roles: ['admin'], permissions: ['*:*:*'], user: { userType: 0 } });
  });
});

describe('GET /web-auth/getUserSaSession', () => {
  it('describes the current session and never carries the token', async () => {
    const headers = { 'x-forwarded-for': '192.0.2.44', 'user-agent': 'session-test/2.0' };
    const login = await t.api.post<{ sessionId: string }>(
      '/web-auth/login',
      { username: 'org', password: await encryptPassword(t, 'Test#Pass2026') },
      { headers },
    );
    const token = login.body.data!.sessionId;
    const res = await t.api.get<Record<string, unknown>>('/web-auth/getUserSaSession', undefined, { token });
    expect(res.body.code).toBe(200);
    const data = res.body.data!;
    expect(Object.keys(data).sort()).toEqual(
      [
        'absoluteTimeout',
        'expiresAt',
        'idleTimeout',
        'ip',
        'lastActiveTime',
        'loginTime',
        'userAgent',
      ].sort(),
    );
    expect(data).toMatchObject({
      idleTimeout: IDLE,
      absoluteTimeout: ABSOLUTE,
      ip: '192.0.2.44',
      userAgent: 'session-test/2.0',
    });
    const loginTime = Date.parse(data.loginTime as string);
    expect(Math.abs(loginTime - Date.now())).toBeLessThan(60_000);
    expect(Date.parse(data.expiresAt as string) - loginTime).toBe(ABSOLUTE * 1000);
    expect(Date.parse(data.lastActiveTime as string)).toBeGreaterThanOrEqual(loginTime);
    const plain = JSON.stringify(res.body);
    expect(plain).not.toContain(token);
    expect(plain).not.toContain(hashToken(token));
  });
});

describe('GET /web-auth/checkInfoPerfect', () => {
  const check = async (username: string) => {
    const res = await t.api.get<{ missingInfo: boolean }>('/web-auth/checkInfoPerfect', undefined, {
      token: await loginAs(t, username),
    });
    expect(res.body.code).toBe(200);
    return res.body.data!.missingInfo;
  };

  it('asks a person or organisation without a complete profile to complete it', async () => {
    expect(await check('person')).toBe(false);
    await setAccount('person', { profileComplete: false });
    await setAccount('org', { profileComplete: false });
    try {
      expect(await check('person')).toBe(true);
      expect(await check('org')).toBe(true);
      const info = await userInfo(await loginAs(t, 'person'));
      expect(info.body.data!.infoPerfect).toBe('2');
    } finally {
      await setAccount('person', { profileComplete: true });
      await setAccount('org', { profileComplete: true });
    }
    expect(await check('person')).toBe(false);
  });

  it('never asks staff or experts', async () => {
    await setAccount('reviewer', { profileComplete: false });
    await setAccount('expert', { profileComplete: false });
    expect(await check('reviewer')).toBe(false);
    expect(await check('expert')).toBe(false);
  });
});

describe('duplicate submits', () => {
  it('refuses the same POST body from the same session within the window, unless told not to', async () => {
    const token = await loginAs(t, 'editor');
    // One encrypted body, sent three times, as a double-clicked form would.
    const body = { username: 'editor', password: await encryptPassword(t, 'Test#Pass2026') };
    const first = await t.api.post('/web-auth/login', body, { token, headers: EN });
    expect(first.body.code).toBe(200);
    const repeat = await t.api.post('/web-auth/login', body, { token, headers: EN });
    expect(repeat.body).toEqual({ code: 601, msg: 'data is being processed, do not resubmit' });
    const zh = await t.api.post('/web-auth/login', body, { token });
    expect(zh.body).toEqual({ code: 601, msg: '数据正在处理，请勿重复提交' });
    const allowed = await t.api.post('/web-auth/login', body, {
      token,
      headers: { ...EN, repeatsubmit: 'false' },
    });
    expect(allowed.body.code).toBe(200);
    // Another session sending the same body is not a repeat.
    const other = await loginAs(t, 'editor');
    expect((await t.api.post('/web-auth/login', body, { token: other })).body.code).toBe(200);
  });
});
