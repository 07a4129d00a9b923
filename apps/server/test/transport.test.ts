import { Readable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIRE, translate } from '@rcwb/shared';
import { WS_MAX_MESSAGE_BYTES } from '../src/app';
import { ANONYMOUS_BODY_LIMIT, DEFAULT_BODY_LIMIT, MAX_PUBLIC_RESULT_WINDOW } from '../src/core/route';
import { loginAs } from './auth-helpers';
import { AUTHZ_MATRIX } from './authz-matrix';
import { createTestApp, type TTestApp } from './harness';
import { signInAs } from './sessions';

const EN = { 'accept-language': 'en' };
/** The hostile body: 8 MiB of nested arrays, valid JSON. */
const NESTED = Buffer.from('['.repeat(4 * 1024 * 1024) + ']'.repeat(4 * 1024 * 1024));
const jsonHeaders = (token?: string) => ({
  ...EN,
  'content-type': 'application/json',
  [WIRE.requestTypeHeader]: WIRE.sm4,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

const elapsed = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
  const start = performance.now();
  const value = await run();
  return [value, performance.now() - start];
};

describe('request bodies are refused before they are parsed', () => {
  let t: TTestApp;
  let org: string;
  beforeAll(async () => {
    t = await createTestApp();
    org = await signInAs(t, 'org');
  });
  afterAll(() => t.close());

  it('refuses what each caller may not send, by status, without parsing it', async () => {
    const post = (url: string, payload: string | Buffer | Readable, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url, headers, payload });
    // No session, a route for signed-in callers: refused as unauthorised before the body is read.
    const anonymousGuarded = await post('/api/talent/invitation', NESTED, jsonHeaders());
    expect(anonymousGuarded.json()).toMatchObject({ code: 401 });
    // No session, a public route: the anonymous limit, declared length or not.
    const anonymousPublic = await post('/api/web-auth/login', NESTED, jsonHeaders());
    expect(anonymousPublic.statusCode).toBe(413);
    const streamed = await post(
      '/api/web-auth/login',
      Readable.from([Buffer.alloc(ANONYMOUS_BODY_LIMIT, 0x5b), Buffer.from('[]')]),
      { ...jsonHeaders(), 'transfer-encoding': 'chunked' },
    );
    expect(streamed.statusCode).toBe(413);
    // Signed in: the route's limit.
    const signedIn = await post('/api/talent/invitation', NESTED, jsonHeaders(org));
    expect(signedIn.statusCode).toBe(413);
    expect(signedIn.json()).toEqual({ code: 413, msg: 'The request is too large' });
    // Small enough, but nested deeper than any input: 400 before JSON.parse.
    const deep = await post(
      '/api/talent/invitation',
      '['.repeat(10_000) + ']'.repeat(10_000),
      jsonHeaders(org),
    );
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({ code: 400, msg: 'The request could not be understood' });
    // A body just under the limits is still taken (and refused by the wire format, not its size).
    const ok = await post(
      '/api/talent/invitation',
      JSON.stringify({ reqData: 'ab'.repeat(DEFAULT_BODY_LIMIT / 2 - 20) }),
      jsonHeaders(org),
    );
    expect(ok.statusCode).toBe(400);
  });

  it('a small GET is not held up while hostile bodies arrive', async () => {
    const hostile = Array.from({ length: 24 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: i % 2 ? '/api/talent/invitation' : '/api/web-auth/login',
        headers: jsonHeaders(i % 3 === 0 ? org : undefined),
        payload: NESTED,
      }),
    );
    const latencies: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const [res, ms] = await elapsed(() => t.app.inject({ method: 'GET', url: '/api/web-auth/config' }));
      expect(res.statusCode).toBe(200);
      latencies.push(ms);
    }
    const answers = await Promise.all(hostile);
    const refused = answers.filter(
      (r) => r.statusCode === 413 || r.statusCode === 400 || r.json().code === 401,
    );
    const worst = Math.max(...latencies);
    console.log(
      `body limits: ${answers.length} bodies of 8 MiB nested arrays, ${refused.length} refused unparsed; ` +
        `small GET worst ${worst.toFixed(1)} ms, median ${latencies.sort((a, b) => a - b)[5]!.toFixed(1)} ms`,
    );
    expect(refused).toHaveLength(answers.length);
    // Generous (a busy machine): parsing one such body took about 1.2 s, and a GET queued behind
    // them would wait for all 24.
    expect(worst).toBeLessThan(2500);
  });

  it('pages every public list no deeper than the result window', async () => {
    const lists = Object.entries(AUTHZ_MATRIX)
      .filter(([route, guard]) => guard === 'public' && /^GET \/api\/.*\/(list|search)$/.test(route))
      .map(([route]) => route.slice('GET /api'.length));
    expect(lists.length).toBeGreaterThanOrEqual(9);
    for (const url of lists) {
      const past = await t.api.get(url, { page: 51, limit: 20 });
      const last = await t.api.get(url, { page: 50, limit: 20 });
      expect({ url, past: past.body.code, last: last.body.code }).toEqual({ url, past: 601, last: 200 });
    }
  });
});

describe('client address behind a proxy (RCWB_TRUST_PROXY)', () => {
  const loginsFrom = async (t: TTestApp, addresses: string[]) => {
    const statuses: number[] = [];
    for (const address of addresses) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/web-auth/login',
        headers: { ...jsonHeaders(), 'x-forwarded-for': address },
        payload: '{}',
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  };

  it('ignores X-Forwarded-For by default: a client cannot pick a new address to reset a limit', async () => {
    const t = await createTestApp({ RCWB_LOGIN_RATE_PER_MINUTE: '2' });
    try {
      expect(await loginsFrom(t, ['10.0.0.1', '10.0.0.2', '10.0.0.3'])).toEqual([400, 400, 429]);
    } finally {
      await t.close();
    }
  });

  it('believes the configured proxy', async () => {
    const t = await createTestApp({ RCWB_LOGIN_RATE_PER_MINUTE: '2', RCWB_TRUST_PROXY: '127.0.0.1' });
    try {
      expect(await loginsFrom(t, ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.1', '10.0.0.1'])).toEqual([
        400, 400, 400, 400, 429,
      ]);
    } finally {
      await t.close();
    }
  });
});

describe('live channel', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('closes a socket that sends a message over the limit (1009)', async () => {
    const token = await signInAs(t, 'person');
    const ticket = (await t.api.get<{ ticket: string }>('/message/wsTicket', {}, { token })).body.data!
      .ticket;
    let closed!: (code: number) => void;
    const closing = new Promise<number>((resolve) => (closed = resolve));
    const frames: string[] = [];
    const ws = (await t.app.injectWS(
      `/ws/person?ticket=${ticket}`,
      {},
      {
        onInit: (raw) => {
          const c = raw as unknown as { on(e: string, fn: (x: unknown) => void): void };
          c.on('message', (data) => frames.push(String(data)));
          c.on('close', (code) => closed(code as number));
        },
      },
    )) as unknown as { send(data: string): void };
    await new Promise((r) => setTimeout(r, 100));
    expect(frames[0]).toContain('unread');
    ws.send('x'.repeat(WS_MAX_MESSAGE_BYTES + 1));
    expect(await closing).toBe(1009);
  });
});

describe('public talent search', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ RCWB_TALENT_SEARCH_RATE_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('pages no deeper than the result window', async () => {
    const token = await signInAs(t, 'org');
    const last = await t.api.get('/recruitment/talent/search', { page: 50, limit: 20 }, { token });
    expect(last.body.code).toBe(200);
    const past = await t.api.get(
      '/recruitment/talent/search',
      { page: 51, limit: 20 },
      { token, headers: EN },
    );
    expect(past.body).toEqual({
      code: 601,
      msg: `only the first ${MAX_PUBLIC_RESULT_WINDOW} results can be paged through; please narrow the search`,
    });
    // The organisations' search too.
    const org = await t.api.get('/talent/org/search', { page: 21, limit: 50 }, { token });
    expect(org.body.code).toBe(601);
  });

  it('is rate-limited, by address without a session and more loosely by account with one', async () => {
    const anonymous: number[] = [];
    for (let i = 0; i < 4; i += 1) anonymous.push((await t.api.get('/recruitment/talent/search', {})).status);
    expect(anonymous).toEqual([200, 200, 200, 429]);
    // A made-up token counts as no session.
    const forged = await t.api.get('/recruitment/talent/search', {}, { token: 'made-up' });
    expect(forged.status).toBe(429);
    const token = await signInAs(t, 'person');
    const signedIn: number[] = [];
    for (let i = 0; i < 13; i += 1)
      signedIn.push((await t.api.get('/recruitment/talent/search', {}, { token })).status);
    expect(signedIn.filter((s) => s === 200)).toHaveLength(12);
    expect(signedIn[12]).toBe(429);
  });
});

describe('sign-in while the searches saturate the database', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({
      RCWB_TALENT_SEARCH_RATE_PER_MINUTE: '1000',
      RCWB_DB_STATEMENT_TIMEOUT_MS: '4000',
    });
  });
  afterAll(() => t.close());

  it('answers a sign-in at once while slow searches hold every search slot', async () => {
    await loginAs(t, 'person');
    // Slow searches: every statement on resumes waits for this lock.
    const locker = new pg.Client(t.databaseUrl);
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE resume IN ACCESS EXCLUSIVE MODE');
    try {
      const searches = Array.from({ length: 30 }, (_, i) =>
        t.api.get('/recruitment/talent/search', { keyword: `k${i}` }),
      );
      await new Promise((r) => setTimeout(r, 300));
      const [token, ms] = await elapsed(() => loginAs(t, 'person'));
      console.log(`saturated search: 30 slow searches waiting, a sign-in answered in ${ms.toFixed(0)} ms`);
      expect(token).toMatch(/\S/);
      // Generous: queued behind the searches, it would wait for the lock or the statement timeout.
      expect(ms).toBeLessThan(3000);
      await locker.query('COMMIT');
      // Every search answers once the lock is gone (none hangs on a lost connection).
      const answers = await Promise.all(searches);
      expect(answers.every((a) => a.status === 200)).toBe(true);
    } finally {
      await locker.end();
    }
  });

  it('cancels a statement past the statement timeout instead of holding its connection', async () => {
    const locker = new pg.Client(t.databaseUrl);
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE resume IN ACCESS EXCLUSIVE MODE');
    try {
      const [res, ms] = await elapsed(() =>
        t.api.get('/recruitment/talent/search', { keyword: 'timeout' }, { headers: EN }),
      );
      console.log(`statement timeout: a search blocked on a lock answered after ${ms.toFixed(0)} ms`);
      // A clear "busy, retry or narrow" in the caller's language, not the unknown-error 500.
      expect(res.body).toEqual({ code: 503, msg: translate('en', 'searchBusy') });
      expect(ms).toBeLessThan(8000);
      const zh = await t.api.get(
        '/recruitment/talent/search',
        { keyword: 'timeout' },
        { headers: { 'accept-language': 'zh-CN' } },
      );
      expect(zh.body).toEqual({ code: 503, msg: translate('zh-CN', 'searchBusy') });
    } finally {
      await locker.query('ROLLBACK');
      await locker.end();
    }
  });
});
