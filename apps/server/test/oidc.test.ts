import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import Provider from 'oidc-provider';
import {
  accounts,
  loginLogs,
  oidcBindTickets,
  oidcBindings,
  oidcLoginStates,
  sessions,
} from '../src/db/schema';
import { EN, register } from './accounts-helpers';
import { type TLoginAnswer, encryptPassword } from './auth-helpers';
import { createTestApp, type TTestApp } from './harness';
import { TEST_PASSWORD } from './template';

const REDIRECT = 'http://127.0.0.1/rcwb/auth-redirect';
const USERS: Record<string, { name: string; email: string; preferred_username: string }> = {
  alice: { name: '爱丽丝', email: 'alice@idp.example', preferred_username: 'alice' },
  bob: { name: 'Bob Stone', email: 'bob@idp.example', preferred_username: 'bob' },
  carol: { name: 'Carol', email: 'carol@idp.example', preferred_username: 'carol' },
  dave: { name: 'Dave', email: 'dave@idp.example', preferred_username: 'dave' },
  erin: { name: 'Erin', email: 'erin@idp.example', preferred_username: 'erin' },
};

/** A real OpenID provider (oidc-provider 9) on a random loopback port, with its dev login pages. */
async function startProvider() {
  let handler: http.RequestListener = (_req, res) => res.end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'rcwb',
        client_secret: 'rcwb-test-secret-0123456789abcdef',
        redirect_uris: [REDIRECT],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    async findAccount(_ctx, sub) {
      const user = USERS[sub];
      if (!user) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...user }) };
    },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email'] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['oidc-test-cookie-key'] },
    pkce: { required: () => true },
  });
  handler = provider.callback();
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * Plays the browser at the provider with plain HTTP: follows redirects with a cookie jar, signs in
 * as `login` on the dev login form, confirms consent, and stops at the redirect back to the portal.
 */
async function authorize(start: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = start;
  let body: string | undefined;
  for (let step = 0; step < 20; step += 1) {
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      body,
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    body = undefined;
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location')!, url);
      if (next.href.startsWith(REDIRECT)) return next;
      url = next.href;
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (res.status !== 200 || !action || !prompt)
      throw new Error(`unexpected provider page ${res.status}: ${html}`);
    url = new URL(action.replace(/&amp;/g, '&'), url).href;
    body = new URLSearchParams(
      prompt === 'login' ? { prompt, login, password: 'any' } : { prompt },
    ).toString();
  }
  throw new Error('the provider never redirected back');
}

let idp: Awaited<ReturnType<typeof startProvider>>;
let t: TTestApp;
beforeAll(async () => {
  idp = await startProvider();
  t = await createTestApp({
    RCWB_PUBLIC_URL: 'http://127.0.0.1',
    RCWB_SMS_RATE_PER_MINUTE: '10000',
    RCWB_LOGIN_RATE_PER_MINUTE: '10000',
    RCWB_OIDC_PROVIDERS: JSON.stringify([
      {
        id: 'testidp',
        issuer: idp.issuer,
        clientId: 'rcwb',
        clientSecret: 'rcwb-test-secret-0123456789abcdef',
        label: '测试身份平台',
      },
    ]),
  });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

type TUnknown = {
  bindToken: string;
  provider: { id: string; label: string };
  claims: Record<string, string>;
};

/** The cookie the start of a sign-in sets, as the browser sends it back. */
const cookieOf = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['set-cookie']).split(';')[0]!;

/** /jislogin → provider → /auth-redirect → callback, as the web pages will do it. */
async function signInAt(login: string) {
  const start = await t.api.get<{ url: string }>('/web-auth/oauth/testidp/start');
  expect(start.body.code).toBe(200);
  const back = await authorize(start.body.data!.url, login);
  const q = back.searchParams;
  return t.api.post<TLoginAnswer & TUnknown>(
    '/web-auth/oauth/testidp/callback',
    { code: q.get('code'), state: q.get('state'), iss: q.get('iss') },
    { headers: { ...EN, cookie: cookieOf(start) } },
  );
}

describe('GET /web-auth/config', () => {
  it('lists the configured providers by id and label only', async () => {
    const res = await t.api.get<{ providers: unknown[] }>('/web-auth/config');
    expect(res.body.data!.providers).toEqual([{ id: 'testidp', label: '测试身份平台' }]);
    expect(JSON.stringify(res.body)).not.toContain('rcwb-test-secret');
  });
});

describe('GET /web-auth/oauth/:provider/start', () => {
  it('sends the browser to the provider with PKCE S256, state and nonce kept server-side', async () => {
    const res = await t.api.get<{ url: string }>('/web-auth/oauth/testidp/start');
    const url = new URL(res.body.data!.url);
    expect(url.origin).toBe(idp.issuer);
    const q = url.searchParams;
    expect(q.get('client_id')).toBe('rcwb');
    expect(q.get('redirect_uri')).toBe(REDIRECT);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('scope')).toBe('openid profile email');
    const [row] = await t.deps.db
      .select()
      .from(oidcLoginStates)
      .where(eq(oidcLoginStates.state, q.get('state')!));
    expect(row).toMatchObject({ provider: 'testidp', nonce: q.get('nonce'), redirectUri: REDIRECT });
    expect(row!.codeVerifier).not.toBe(q.get('code_challenge'));
  });

  it('refuses an unknown provider', async () => {
    expect((await t.api.get('/web-auth/oauth/nope/start', {}, { headers: EN })).body).toEqual({
      code: 601,
      msg: 'this sign-in provider is not available',
    });
  });
});

describe('third-party sign-in end to end', () => {
  it('gives an unknown identity a bind token with its claims, then binds it to an existing account', async () => {
    const first = await signInAt('alice');
    expect(first.body.code).toBe(200);
    const unknown = first.body.data!;
    expect(unknown.sessionId).toBeUndefined();
    expect(unknown).toMatchObject({
      provider: { id: 'testidp', label: '测试身份平台' },
      claims: { name: '爱丽丝', email: 'alice@idp.example', preferred_username: 'alice' },
    });
    expect(unknown.bindToken).toMatch(/^[\w-]{43}$/);

    const wrong = await t.api.post(
      '/web-auth/oauth/bind',
      { bindToken: unknown.bindToken, username: 'person', password: await encryptPassword(t, 'Wrong#Pass1') },
      { headers: EN },
    );
    expect(wrong.body).toEqual({ code: 601, msg: 'wrong username or password' });
    const bound = await t.api.post<TLoginAnswer>(
      '/web-auth/oauth/bind',
      { bindToken: unknown.bindToken, username: 'person', password: await encryptPassword(t, TEST_PASSWORD) },
      { headers: EN },
    );
    expect(bound.body.data).toMatchObject({ name: '刘洋', userType: 1, roles: ['person'] });
    const [person] = await t.deps.db.select().from(accounts).where(eq(accounts.username, 'person'));
    const [binding] = await t.deps.db
      .select()
      .from(oidcBindings)
      .where(eq(oidcBindings.accountId, person!.id));
    expect(binding).toMatchObject({
      provider: 'testidp',
      issuer: idp.issuer,
      subject: 'alice',
      name: '爱丽丝',
    });
    // The ticket is single use.
    const again = await t.api.post(
      '/web-auth/oauth/bind',
      { bindToken: unknown.bindToken, username: 'person', password: await encryptPassword(t, TEST_PASSWORD) },
      { headers: EN },
    );
    expect(again.body.msg).toBe('the third-party sign-in has expired, please start again');

    // Next time the same identity signs straight in, with the login answer and a login_log row.
    const second = await signInAt('alice');
    expect(second.body.data).toMatchObject({ name: '刘洋', userType: 1, roles: ['person'] });
    const token = second.body.data!.sessionId;
    const info = await t.api.get<{ user: { username: string } }>('/web-auth/getUserInfo', {}, { token });
    expect(info.body.data!.user.username).toBe('person');
    const [log] = await t.deps.db
      .select()
      .from(loginLogs)
      .where(eq(loginLogs.accountId, person!.id))
      .orderBy(desc(loginLogs.id));
    expect(log).toMatchObject({ success: true });
  });

  it('registers a new person with a bind token, bound at creation', async () => {
    const unknown = (await signInAt('bob')).body.data!;
    const { res, body } = await register(t, 'Gc01', {
      name: unknown.claims.name,
      email: unknown.claims.email,
      bindToken: unknown.bindToken,
    });
    expect(res.body.code).toBe(200);
    const [account] = await t.deps.db
      .select()
      .from(accounts)
      .where(eq(accounts.username, body.username as string));
    const bindings = await t.deps.db
      .select()
      .from(oidcBindings)
      .where(eq(oidcBindings.accountId, account!.id));
    expect(bindings).toHaveLength(1);
    expect(bindings[0]).toMatchObject({ subject: 'bob', email: 'bob@idp.example' });
    const direct = await signInAt('bob');
    expect(direct.body.data).toMatchObject({ name: 'Bob Stone', userType: 1 });
    // A registration with a stale token creates nothing.
    const stale = await register(t, 'Gc01', { bindToken: unknown.bindToken });
    expect(stale.res.body.msg).toBe('the third-party sign-in has expired, please start again');
    expect(
      await t.deps.db
        .select()
        .from(accounts)
        .where(eq(accounts.username, stale.body.username as string)),
    ).toEqual([]);
  });

  it('refuses a reused or forged state, and an expired bind token', async () => {
    const start = await t.api.get<{ url: string }>('/web-auth/oauth/testidp/start');
    const back = await authorize(start.body.data!.url, 'carol');
    const input = {
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
      iss: back.searchParams.get('iss'),
    };
    const browser = { ...EN, cookie: cookieOf(start) };
    const forged = await t.api.post(
      '/web-auth/oauth/testidp/callback',
      { ...input, state: 'forged' },
      { headers: browser },
    );
    expect(forged.body.msg).toBe(
      'the third-party sign-in has expired or was already used, please start again',
    );
    // The forged attempt did not use up the real state.
    const ok = await t.api.post<TUnknown>('/web-auth/oauth/testidp/callback', input, { headers: browser });
    expect(ok.body.data!.bindToken).toBeTruthy();
    const replay = await t.api.post('/web-auth/oauth/testidp/callback', input, { headers: browser });
    expect(replay.body.msg).toBe(
      'the third-party sign-in has expired or was already used, please start again',
    );

    await t.deps.db
      .update(oidcBindTickets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oidcBindTickets.subject, 'carol'));
    const late = await t.api.post(
      '/web-auth/oauth/bind',
      {
        bindToken: ok.body.data!.bindToken,
        username: 'org',
        password: await encryptPassword(t, TEST_PASSWORD),
      },
      { headers: EN },
    );
    expect(late.body.msg).toBe('the third-party sign-in has expired, please start again');
  });

  it('takes the callback only in the browser that started the sign-in', async () => {
    const start = await t.api.get<{ url: string }>('/web-auth/oauth/testidp/start');
    const setCookie = String(start.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^rcwb_oidc_state=[^;]+; Path=\/api\/web-auth\/oauth; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
    const back = await authorize(start.body.data!.url, 'erin');
    const input = {
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
      iss: back.searchParams.get('iss'),
    };
    // Someone else's browser (login CSRF: the attacker's sign-in completed in the victim's browser).
    for (const cookie of [undefined, 'rcwb_oidc_state=another-sign-in']) {
      const elsewhere = await t.api.post('/web-auth/oauth/testidp/callback', input, {
        headers: cookie ? { ...EN, cookie } : EN,
      });
      expect(elsewhere.body.msg).toBe(
        'the third-party sign-in has expired or was already used, please start again',
      );
    }
    // The refused attempts did not use the state up: the browser that started it signs in.
    const ok = await t.api.post<TUnknown>('/web-auth/oauth/testidp/callback', input, {
      headers: { ...EN, cookie: cookieOf(start) },
    });
    expect(ok.body.code).toBe(200);
    expect(String(ok.headers['set-cookie'])).toContain(
      'rcwb_oidc_state=; Path=/api/web-auth/oauth; Max-Age=0',
    );
  });

  it('refuses a second binding of the same provider to one account, and closes the session it opened', async () => {
    const unknown = (await signInAt('dave')).body.data!;
    const res = await t.api.post(
      '/web-auth/oauth/bind',
      { bindToken: unknown.bindToken, username: 'person', password: await encryptPassword(t, TEST_PASSWORD) },
      { headers: EN },
    );
    expect(res.body).toEqual({
      code: 601,
      msg: 'this account is already bound to an account of that provider',
    });
    const [person] = await t.deps.db.select().from(accounts).where(eq(accounts.username, 'person'));
    const [latest] = await t.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.accountId, person!.id))
      .orderBy(desc(sessions.id));
    expect(latest!.revokedAt).not.toBeNull();
    expect(await t.deps.db.select().from(oidcBindings).where(eq(oidcBindings.subject, 'dave'))).toEqual([]);
  });

  it('refuses a locked account like sign-in does', async () => {
    const { res, body } = await register(t, 'Gc01', {
      bindToken: (await signInAt('carol')).body.data!.bindToken,
    });
    expect(res.body.code).toBe(200);
    await t.deps.db
      .update(accounts)
      .set({ status: 'locked' })
      .where(eq(accounts.username, body.username as string));
    const locked = await signInAt('carol');
    expect(locked.body).toEqual({
      code: 601,
      msg: 'the account has been locked, please contact the administrator',
    });
  });
});

describe('bindings of the signed-in account', () => {
  it('lists and removes only the caller’s own bindings', async () => {
    const bob = (await signInAt('bob')).body.data!.sessionId;
    const list = await t.api.get<Array<Record<string, unknown>>>(
      '/web-auth/oauth/bindings',
      {},
      { token: bob },
    );
    expect(list.body.data).toEqual([
      {
        id: expect.any(Number),
        provider: 'testidp',
        label: '测试身份平台',
        name: 'Bob Stone',
        email: 'bob@idp.example',
        createdAt: expect.any(String),
        lastUsedAt: expect.any(String),
      },
    ]);
    const bobBinding = list.body.data![0]!.id as number;
    const person = (await signInAt('alice')).body.data!.sessionId;
    const others = await t.api.del(
      `/web-auth/oauth/bindings/${bobBinding}`,
      {},
      { token: person, headers: EN },
    );
    expect(others.body).toEqual({ code: 404, msg: 'the binding does not exist' });
    const removed = await t.api.del(`/web-auth/oauth/bindings/${bobBinding}`, {}, { token: bob });
    expect(removed.body.code).toBe(200);
    expect((await t.api.get<unknown[]>('/web-auth/oauth/bindings', {}, { token: bob })).body.data).toEqual(
      [],
    );
    // Unbound, bob is unknown again.
    expect((await signInAt('bob')).body.data!.bindToken).toBeTruthy();
    expect((await t.api.get('/web-auth/oauth/bindings')).body.code).toBe(401);
  });
});
