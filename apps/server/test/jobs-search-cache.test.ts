import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { gb01 } from '../src/db/schema';
import { insertSampleOrgs, insertSamplePostings } from '../src/modules/jobs/bulk-load';
import { sampleOrg, samplePosting, sampleReferences } from '../src/modules/jobs/sample-postings';
import { orgFields } from './accounts-helpers';
import { createTestApp, type TTestApp } from './harness';
import { caller, makeOrg, publishJob } from './jobs-helpers';
import { signInAs } from './sessions';

/**
 * The search cache is on (the default settings), and every write to the search index is seen by
 * the next search at once, even when that exact search was answered from the cache just before.
 * Keywords use rare characters (鼹, 貘, 鸮) no demo posting holds.
 */
let t: TTestApp;
let api: ReturnType<typeof caller>;
let reviewer: string;

type TResult = { rows: { id: number; orgName: string }[]; total: number };

async function search(params: Record<string, unknown>) {
  const res = await api.get<TResult>('/recruitment/job/search', params);
  expect(res.body.code).toBe(200);
  return {
    ids: res.body.data!.rows.map((r) => r.id),
    ...res.body.data!,
    cache: res.headers['x-search-cache'],
  };
}

const publish = (token: string, over: Record<string, unknown>) => publishJob(api, token, reviewer, over);

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  reviewer = await signInAs(t, 'reviewer');
});

afterAll(async () => {
  await t?.close();
});

describe('search cache and index writes', () => {
  it('answers a repeated search from the cache', async () => {
    const params = { keyword: '鼹鼠', area: '350100', sort: 'newest' };
    expect((await search(params)).cache).toBe('miss');
    expect((await search(params)).cache).toBe('hit');
    // The first three pages are read together; the next one reuses the facets and total, and
    // runs its pages alone.
    expect((await search({ ...params, page: 2 })).cache).toBe('hit');
    expect((await search({ ...params, page: 3 })).cache).toBe('hit');
    expect((await search({ ...params, page: 4 })).cache).toBe('partial');
  });

  it('gives a repeated answer the same encrypted text, and each language its own envelope', async () => {
    const params = { keyword: '鼹鼠', sort: 'newest' };
    const ask = (locale: string) =>
      t.api.get<TResult>('/recruitment/job/search', params, { headers: { 'accept-language': locale } });
    const [en1, en2, zh] = [await ask('en-US'), await ask('en-US'), await ask('zh-CN')];
    expect(en2.raw).toBe(en1.raw);
    expect(zh.body.data).toEqual(en1.body.data);
    expect(zh.body.msg).not.toBe(en1.body.msg);
    expect(zh.raw).not.toBe(en1.raw);
  });

  it('shows a publish, close, reopen and take-down on the next search, past a cached answer', async () => {
    const org = await makeOrg(t, '海峡缓存测试有限公司');
    const params = { keyword: '鼹鼠' };
    expect(await search(params)).toMatchObject({ total: 0 });
    expect((await search(params)).cache).toBe('hit');

    const id = await publish(org.token, { title: '鼹鼠测绘工程师', area: '350102' });
    expect(await search(params)).toMatchObject({ ids: [id], total: 1, cache: 'miss' });
    expect(await search({ ...params, area: '350100' })).toMatchObject({ ids: [id], total: 1 });
    expect((await search(params)).cache).toBe('hit');

    expect((await api.post(`/job/my/${id}/close`, {}, org.token)).body.code).toBe(200);
    expect(await search(params)).toMatchObject({ ids: [], total: 0 });

    expect((await api.post(`/job/my/${id}/reopen`, {}, org.token)).body.code).toBe(200);
    expect(await search(params)).toMatchObject({ ids: [id], total: 1 });

    const down = await api.post(`/job/review/${id}/takedown`, { reason: '信息不实' }, reviewer);
    expect(down.body.code).toBe(200);
    expect(await search(params)).toMatchObject({ ids: [], total: 0 });
  });

  it('finds an organisation’s postings by its new name at once after a rename', async () => {
    const org = await makeOrg(t, '貘貘信息技术有限公司');
    const id = await publish(org.token, { title: '测试工程师', area: '350102' });
    expect(await search({ keyword: '貘貘' })).toMatchObject({ ids: [id] });
    expect(await search({ keyword: '鸮鸮' })).toMatchObject({ ids: [] });
    expect((await search({ keyword: '鸮鸮' })).cache).toBe('hit');

    const [record] = await t.deps.db.select().from(gb01).where(eq(gb01.accountId, org.id));
    const { username: _u, ...form } = orgFields({
      name: '鸮鸮信息技术有限公司',
      creditCode: record!.creditCode,
    });
    const renamed = await api.post('/web-auth/updateGb01', form, org.token);
    expect(renamed.body.code).toBe(200);

    const found = await search({ keyword: '鸮鸮' });
    expect(found).toMatchObject({ ids: [id], total: 1 });
    expect(found.rows[0]!.orgName).toBe('鸮鸮信息技术有限公司');
    expect(await search({ keyword: '貘貘' })).toMatchObject({ ids: [], total: 0 });
    // The posting's own words are indexed as before.
    expect((await search({ keyword: '测试工程师' })).ids).toContain(id);
  });

  it('keeps the searches a write cannot change: only those that could list the row are run again', async () => {
    const org = await makeOrg(t, '闽侯缓存测试有限公司');
    const elsewhere = { keyword: '鼯鼠', area: '350200' };
    const anywhere = { keyword: '鼯鼠' };
    const unrelated = { keyword: '鹈鹕' };
    for (const params of [elsewhere, anywhere, unrelated]) await search(params);

    // Published in Fuzhou (350102): the Xiamen search and the unrelated keyword keep their answers.
    const id = await publish(org.token, { title: '鼯鼠观测员', area: '350102' });
    expect(await search(anywhere)).toMatchObject({ ids: [id], cache: 'miss' });
    expect(await search(elsewhere)).toMatchObject({ ids: [], cache: 'hit' });
    expect(await search(unrelated)).toMatchObject({ ids: [], cache: 'hit' });
    // The landing search lists every posting: it is run again.
    await search({});
    await publish(org.token, { title: '鹈鹕饲养员', area: '350203' });
    expect((await search({})).cache).toBe('miss');
    expect(await search(anywhere)).toMatchObject({ ids: [id], cache: 'hit' });

    // A close is seen by the searches that listed the posting before it.
    expect((await api.post(`/job/my/${id}/close`, {}, org.token)).body.code).toBe(200);
    expect(await search(anywhere)).toMatchObject({ ids: [], cache: 'miss' });
  });
});

describe('search statements under the limit', () => {
  let limited: TTestApp;
  const ask = (params: Record<string, unknown>) =>
    caller(limited).get<TResult>('/recruitment/job/search', params);
  beforeAll(async () => {
    limited = await createTestApp({ RCWB_SEARCH_CONCURRENCY: '1' });
    // A hundred postings holding a rare word: five pages of it.
    const refs = sampleReferences();
    const orgs = [0, 1, 2].map((i) => sampleOrg(refs, 92_000 + i, 'limitertestorg'));
    const orgIds = await insertSampleOrgs(limited.deps.database.pool, orgs);
    const items = Array.from({ length: 100 }, (_, n) => {
      const posting = samplePosting(refs, 7_000 + n, orgs[n % 3]!, Date.now());
      return {
        orgId: orgIds[n % 3]!,
        orgName: orgs[n % 3]!.name,
        posting: { ...posting, description: `${posting.description}<p>鹬蚌</p>` },
      };
    });
    await insertSamplePostings(limited.deps.database.pool, refs, items);
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('answers another page of a cached search while other searches hold every scan slot', async () => {
    const known = { keyword: '鹬蚌', sort: 'newest' };
    const first = await ask(known);
    expect(first.body.data!.total).toBe(100);

    // Another session locks the search table: the next new search's scan waits in the one slot.
    const locker = new pg.Client(limited.databaseUrl);
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE job_search IN ACCESS EXCLUSIVE MODE');
      const blocked = ask({ keyword: '鹬', sort: 'newest' });
      await expect
        .poll(async () => {
          const { rows } = await locker.query(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
          );
          return rows[0].n;
        })
        .toBe(1);
      // Page 4 (past the first three, read together) lies within the cached sample: it reads
      // only its cards, which do not queue.
      const fourth = await Promise.race([
        ask({ ...known, page: 4 }),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('page 4 waited behind the blocked scan')), 5_000),
        ),
      ]);
      expect(fourth.headers['x-search-cache']).toBe('partial');
      const firstIds = new Set(first.body.data!.rows.map((r) => r.id));
      expect(fourth.body.data!.rows).toHaveLength(20);
      expect(fourth.body.data!.rows.filter((r) => firstIds.has(r.id))).toEqual([]);
      await locker.query('COMMIT');
      expect((await blocked).body.code).toBe(200);
    } finally {
      await locker.end();
    }
  });

  it('gives each page of a group read together as the order asks', async () => {
    const { rows } = await limited.deps.database.pool.query<{ job_id: number }>(
      `SELECT job_id FROM job_search WHERE tokens @@ '''鹬蚌'''::tsquery ORDER BY refreshed_at DESC, job_id DESC`,
    );
    const newest = rows.map((r) => r.job_id);
    for (const limit of [20, 15]) {
      const pages: number[] = [];
      for (let page = 1; page <= Math.ceil(100 / limit); page += 1) {
        const res = await ask({ keyword: '鹬蚌', sort: 'newest', page, limit });
        expect(res.body.data).toMatchObject({ page, limit, total: 100 });
        pages.push(...res.body.data!.rows.map((r) => r.id));
      }
      expect(pages).toEqual(newest);
    }
  });
});
