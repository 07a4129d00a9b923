import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts } from '../src/db/schema';
import { postLogin } from './auth-helpers';
import {
  type TRedisServer,
  createTestNode,
  freePort,
  openSocket,
  startRedis,
  until,
  within,
} from './cluster-helpers';
import { type TTestApp, createTestApp } from './harness';
import { caller, makeOrg, publishJob } from './jobs-helpers';
import { searchWarmups } from '../src/modules/job-search/search.routes';
import { createSearchWarmup } from '../src/modules/job-search/search-warmup';
import { ZJobSearch } from '../src/modules/job-search/search.schemas';
import { SESSION_ENDINGS, registerVictim } from './cluster-session-ends';
import { signInAs } from './sessions';

/**
 * Two nodes of one deployment (two apps on one database) sharing a Redis server: what a user does
 * through node A is seen at once through node B. The search cache lives an hour, so only the
 * shared invalidation can make B's answer fresh.
 */
let redis: TRedisServer;
let a: TTestApp;
let b: TTestApp;
/**
 * Registers the people whose sessions end: a node of the same database without Redis, so the
 * registrations do not use up the shared limits the two nodes are tested with.
 */
let registrar: TTestApp;
const EN = { 'accept-language': 'en' };

const nodeSettings = (url: string) => ({
  RCWB_REDIS_URL: url,
  RCWB_SEARCH_CACHE_TTL_SECONDS: '3600',
  RCWB_LOGIN_RATE_PER_MINUTE: '3',
  RCWB_TRUST_PROXY: '127.0.0.1',
});

const accountId = async (t: TTestApp, username: string) =>
  (await t.deps.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, username)))[0]!.id;

const ticketOn = async (t: TTestApp, token: string) =>
  (await t.api.get<{ ticket: string }>('/message/wsTicket', {}, { token })).body.data!.ticket;

beforeAll(async () => {
  redis = await startRedis();
  a = await createTestApp(nodeSettings(redis.url));
  b = await createTestNode(a, nodeSettings(redis.url));
  registrar = await createTestNode(a, {
    RCWB_SMS_RATE_PER_MINUTE: '10000',
    RCWB_LOGIN_RATE_PER_MINUTE: '10000',
  });
}, 60_000);

afterAll(async () => {
  await registrar?.close();
  await b?.close();
  await a?.close();
  await redis?.stop();
});

describe('two nodes sharing Redis', () => {
  it('shows both nodes the shared state as up', () => {
    expect(a.deps.shared.status()).toBe('up');
    expect(b.deps.shared.status()).toBe('up');
  });

  it('pushes a message stored through node A to the socket the user holds on node B', async () => {
    const token = await signInAs(a, 'person');
    // The ticket is asked for through A and redeemed on B, as behind a load balancer.
    const socket = await openSocket(b, `/ws/person?ticket=${await ticketOn(a, token)}`);
    await until(() => socket.frames.length === 1);
    expect(socket.frames[0]).toMatchObject({ type: 'unread' });
    await a.deps.notifier.notify(await accountId(a, 'person'), { kind: 'system', titleKey: 'across nodes' });
    await until(() => socket.frames.length === 2);
    expect(socket.frames[1]).toMatchObject({ type: 'message', data: { title: 'across nodes' } });
    socket.ws.close();
    await within(socket.closed);
  });

  it.each(SESSION_ENDINGS)(
    'closes on node B the socket of a session ended through node A: %s',
    async (_, end) => {
      const victim = await registerVictim(registrar);
      const socket = await openSocket(b, `/ws/${victim.username}?ticket=${await ticketOn(b, victim.token)}`);
      await until(() => socket.frames.length === 1);
      expect(await end(a, victim)).toMatchObject({ code: 200 });
      // At once, not at B's next heartbeat (30 s).
      expect(await within(socket.closed, 3000)).toBe(4401);
    },
  );

  it('finds on node B a posting approved on node A, past the answer B cached', async () => {
    const api = caller(a);
    const reviewer = await signInAs(a, 'reviewer');
    const org = await makeOrg(a, '双节点缓存测试有限公司');
    const search = async () => {
      const res = await b.api.get<{ rows: { id: number }[] }>('/recruitment/job/search', { keyword: '鼯鼠' });
      return { ids: res.body.data!.rows.map((r) => r.id), cache: res.headers['x-search-cache'] };
    };
    expect(await search()).toEqual({ ids: [], cache: 'miss' });
    expect(await search()).toEqual({ ids: [], cache: 'hit' });
    const id = await publishJob(api, org.token, reviewer, { title: '鼯鼠观测员' });
    await until(async () => (await search()).ids.includes(id), 3000);
  });

  it('warms the cache of a node that joins with the searches the others were asked most', async () => {
    const asked = { keyword: '鸊鷉', area: '350100' };
    for (let i = 0; i < 3; i++) await b.api.get('/recruitment/job/search', asked);
    const joining = await createTestNode(a, nodeSettings(redis.url));
    try {
      expect(await searchWarmups.get(joining.deps)?.started).toBeGreaterThanOrEqual(1);
      // Its first visitor asking it is answered from the cache.
      const res = await joining.api.get('/recruitment/job/search', asked);
      expect(res.headers['x-search-cache']).toBe('hit');
    } finally {
      await joining.close();
    }
  });

  it('warms with the searches of the last week, the recent ones first; older counts lapse', async () => {
    // A week of its own, far from the days the other tests count in.
    const today = new Date('2031-03-10T12:00:00Z');
    let clock = today;
    const ran: (string | undefined)[] = [];
    const warmup = createSearchWarmup(
      a.deps,
      async (f) => void ran.push(f.keyword),
      () => clock,
    );
    const ask = (keyword: string, daysAgo: number, times = 1) => {
      clock = new Date(today.getTime() - daysAgo * 86_400_000);
      for (let i = 0; i < times; i++) warmup.record(ZJobSearch.parse({ keyword }));
    };
    ask('十天前', 10, 5);
    ask('六天前', 6, 3);
    ask('昨天', 1);
    ask('今天', 0);
    // The counts are sent without waiting; a later command on the connection follows them.
    await a.deps.shared.redis!.ping();
    clock = today;
    expect(await warmup.warm()).toBe(3);
    // Today 1 × 1, yesterday 1 × 6/7, six days ago 3 × 1/7; ten days ago is out of the week.
    expect(ran).toEqual(['今天', '昨天', '六天前']);
  });

  it('counts sign-in attempts of one address on both nodes together', async () => {
    const from = { headers: { ...EN, 'x-forwarded-for': '198.51.100.23' } };
    const statuses: number[] = [];
    for (const node of [a, b, a, b])
      statuses.push((await postLogin(node, 'editor', 'Wrong#Pass1', {}, from)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('refuses on node B the same submission sent through node A a moment before', async () => {
    const token = await signInAs(a, 'person');
    const read = (t: TTestApp) => t.api.put('/message/read', { all: true }, { token, headers: EN });
    expect((await read(a)).body.code).toBe(200);
    expect((await read(b)).body).toMatchObject({
      code: 601,
      msg: 'data is being processed, do not resubmit',
    });
  });
});

describe('a single node without Redis', () => {
  let solo: TTestApp;
  beforeAll(async () => {
    solo = await createTestApp({ RCWB_SMS_RATE_PER_MINUTE: '10000', RCWB_LOGIN_RATE_PER_MINUTE: '10000' });
  }, 60_000);
  afterAll(() => solo?.close());

  it.each(SESSION_ENDINGS)('closes the socket of a session ended there, at once: %s', async (_, end) => {
    expect(solo.deps.shared.status()).toBe('singleNode');
    const victim = await registerVictim(solo);
    const socket = await openSocket(
      solo,
      `/ws/${victim.username}?ticket=${await ticketOn(solo, victim.token)}`,
    );
    await until(() => socket.frames.length === 1);
    expect(await end(solo, victim)).toMatchObject({ code: 200 });
    // In process, not at the next heartbeat (30 s).
    expect(await within(socket.closed, 3000)).toBe(4401);
  });
});

describe('nodes without a shared Redis', () => {
  it('keep their own state: B neither hears A nor sees its writes before the TTL', async () => {
    const solo = await createTestApp({ RCWB_SEARCH_CACHE_TTL_SECONDS: '3600' });
    const other = await createTestNode(solo, { RCWB_SEARCH_CACHE_TTL_SECONDS: '3600' });
    try {
      expect(other.deps.shared.status()).toBe('singleNode');
      const token = await signInAs(solo, 'person');
      // A ticket of one node is unknown to the other.
      const socket = await openSocket(other, `/ws/person?ticket=${await ticketOn(solo, token)}`);
      expect(await within(socket.closed)).toBe(4401);
      const reviewer = await signInAs(solo, 'reviewer');
      const org = await makeOrg(solo, '单节点缓存测试有限公司');
      const search = async () =>
        (await other.api.get<{ total: number }>('/recruitment/job/search', { keyword: '貉獾' })).body.data!
          .total;
      expect(await search()).toBe(0);
      await publishJob(caller(solo), org.token, reviewer, { title: '貉獾饲养员' });
      expect(await search()).toBe(0);
      // The node that approved it sees it at once.
      expect(
        (await solo.api.get<{ total: number }>('/recruitment/job/search', { keyword: '貉獾' })).body.data!
          .total,
      ).toBe(1);
    } finally {
      await other.close();
      await solo.close();
    }
  }, 60_000);
});

describe('a node whose Redis is down', () => {
  it('starts, serves, and shows the shared state as down', async () => {
    const port = await freePort();
    const lonely = await createTestNode(a, { RCWB_REDIS_URL: `redis://127.0.0.1:${port}/0` });
    try {
      expect(lonely.deps.shared.status()).toBe('down');
      const token = await signInAs(lonely, 'person');
      const read = () => lonely.api.put('/message/read', { all: true }, { token, headers: EN });
      // The duplicate-submit guard falls back to the node's own.
      expect((await read()).body.code).toBe(200);
      expect((await read()).body.code).toBe(601);
      const admin = await signInAs(lonely, 'admin');
      const res = await lonely.api.get<{
        cards: { key: string; figures: { key: string; value: unknown }[] }[];
      }>('/workbench/system', undefined, { token: admin });
      const health = res.body.data?.cards.find((c) => c.key === 'health');
      expect(health?.figures.find((f) => f.key === 'sharedState')?.value).toBe('down');
    } finally {
      await lonely.close();
    }
  }, 30_000);
});
