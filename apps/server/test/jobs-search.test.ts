import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SQL, eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { jobPostings, jobSearch, quoteLexeme } from '../src/db/schema';
import {
  FACET_SAMPLE,
  MAX_RESULT_WINDOW,
  type TScan,
  bandCondition,
  parseBand,
  facetsQuery,
  pageIdsQuery,
  titleTierQuery,
  titleTokensOf,
} from '../src/modules/job-search/search.query';
import { ZJobSearch } from '../src/modules/job-search/search.schemas';
import { periodLexemes } from '../src/modules/job-search/search-row';
import { newestScanOf } from '../src/modules/job-search/scan-choice';
import { runSearchSql } from '../src/modules/job-search/search.service';
import type { TSearchDb } from '../src/core/statement-limiter';
import { type TTokenStats, createTokenStats } from '../src/modules/job-search/token-stats';
import { queryTokens } from '../src/modules/job-search/tokenize';
import { insertSampleOrgs, insertSamplePostings } from '../src/modules/jobs/bulk-load';
import { DEMO_ORGS, DEMO_POSTINGS_PER_ORG, demoPostingsSeed } from '../src/modules/jobs/demo-postings';
import { sampleOrg, samplePosting, sampleReferences } from '../src/modules/jobs/sample-postings';
import { createTestApp, type TTestApp } from './harness';
import { caller, jobForm, makeOrg, publishJob } from './jobs-helpers';
import { signInAs } from './sessions';

/**
 * Public search over postings with rare characters (燚, 犇) and a made-up English word (quokka),
 * so demo postings in the database never match these keywords.
 */
let t: TTestApp;
let api: ReturnType<typeof caller>;
let org: { id: number; token: string };
let brandOrg: { id: number; token: string };
let reviewer: string;
const ids: Record<string, number> = {};

type TPart = { text: string; hit?: true };
type TCard = {
  id: number;
  title: string;
  titleParts: TPart[];
  orgNameParts: TPart[];
  snippet: TPart[];
  salaryMax: number | null;
};
type TFacet = { value: string; count: number };
type TResult = {
  rows: TCard[];
  total: number;
  totalExact: boolean;
  facets: Record<
    'area' | 'category' | 'industry' | 'education' | 'experience' | 'jobType' | 'salary' | 'postedWithin',
    TFacet[]
  >;
};

const publish = (token: string, over: Record<string, unknown>) => publishJob(api, token, reviewer, over);

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  reviewer = await signInAs(t, 'reviewer');
  org = await makeOrg(t, '海峡测试科技有限公司');
  brandOrg = await makeOrg(t, '燚犇控股集团');
  ids.analyst = await publish(org.token, {
    title: '燚犇数据分析师',
    area: '350102',
    category: '0201',
    salaryMin: 8000,
    salaryMax: 12000,
  });
  ids.engineer = await publish(org.token, {
    title: 'Quokka platform engineer',
    description: '<p>参与燚犇平台建设，负责后端服务。</p>',
    area: '350203',
    category: '0101',
    industry: '65',
    salaryMin: 20000,
    salaryMax: 35000,
    education: '5',
    jobType: '1',
  });
  ids.split = await publish(org.token, {
    title: '犇燚运营专员',
    description: '<p>燚字开头，犇字结尾，不相邻。</p>',
    area: '350583',
    category: '0601',
    industry: '72',
    salaryMin: null,
    salaryMax: null,
    jobType: '2',
  });
  ids.brand = await publish(brandOrg.token, {
    title: '行政助理',
    description: '<p>集团总部行政工作。</p>',
    area: '350102',
    category: '0602',
    industry: 'L',
    salaryMin: 4000,
    salaryMax: 6000,
    education: '3',
  });
  // A draft with the keyword: never public.
  await api.post('/job/my', jobForm({ title: '燚犇草稿职位' }), org.token);
  // One posting refreshed long ago, for "posted within".
  await t.deps.db
    .update(jobSearch)
    .set({ refreshedAt: sql`now() - interval '10 days'` })
    .where(eq(jobSearch.jobId, ids.split));
});
afterAll(() => t.close());

const search = async (params: Record<string, unknown>) => {
  const res = await api.get<TResult>('/recruitment/job/search', params);
  expect(res.body.code).toBe(200);
  return res.body.data!;
};
const found = async (params: Record<string, unknown>) => (await search(params)).rows.map((r) => r.id).sort();
const sorted = (...names: string[]) => names.map((n) => ids[n]!).sort();

describe('keywords', () => {
  it('finds a one-character Chinese keyword in title, description and organisation name', async () => {
    expect(await found({ keyword: '燚' })).toEqual(sorted('analyst', 'engineer', 'split', 'brand'));
  });

  it('finds a two-character keyword only where the two characters stand together', async () => {
    expect(await found({ keyword: '燚犇' })).toEqual(sorted('analyst', 'engineer', 'brand'));
    expect(await found({ keyword: '犇燚' })).toEqual(sorted('split'));
  });

  it('finds longer Chinese keywords and English words by their beginning, in any case', async () => {
    expect(await found({ keyword: '燚犇数据分析' })).toEqual(sorted('analyst'));
    expect(await found({ keyword: 'QUOKKA' })).toEqual(sorted('engineer'));
    expect(await found({ keyword: 'quok' })).toEqual(sorted('engineer'));
    expect(await found({ keyword: 'okka' })).toEqual([]);
    expect(await found({ keyword: 'quokka 燚犇' })).toEqual(sorted('engineer'));
  });

  it('highlights the keyword in titles, organisation names and snippets', async () => {
    const { rows } = await search({ keyword: '燚犇' });
    const analyst = rows.find((r) => r.id === ids.analyst)!;
    expect(analyst.titleParts).toEqual([{ text: '燚犇', hit: true }, { text: '数据分析师' }]);
    const brand = rows.find((r) => r.id === ids.brand)!;
    expect(brand.orgNameParts[0]).toEqual({ text: '燚犇', hit: true });
    const engineer = rows.find((r) => r.id === ids.engineer)!;
    expect(engineer.snippet.some((p) => p.hit && p.text === '燚犇')).toBe(true);
  });
});

describe('filters', () => {
  it('matches a tree filter’s whole branch: province, city, district; category group; industry section', async () => {
    expect(await found({ keyword: '燚', area: '350000' })).toEqual(
      sorted('analyst', 'engineer', 'split', 'brand'),
    );
    expect(await found({ keyword: '燚', area: '350100' })).toEqual(sorted('analyst', 'brand'));
    expect(await found({ keyword: '燚', area: '350203' })).toEqual(sorted('engineer'));
    expect(await found({ keyword: '燚', category: '06' })).toEqual(sorted('split', 'brand'));
    expect(await found({ keyword: '燚', category: '0601' })).toEqual(sorted('split'));
    expect(await found({ keyword: '燚', industry: 'I' })).toEqual(sorted('analyst', 'engineer'));
    expect(await found({ keyword: '燚', industry: '72' })).toEqual(sorted('split'));
  });

  it('filters by salary band (overlap), education, job type and posting age', async () => {
    expect(await found({ keyword: '燚', salary: '8000-12000' })).toEqual(sorted('analyst'));
    expect(await found({ keyword: '燚', salary: '30000-50000' })).toEqual(sorted('engineer'));
    expect(await found({ keyword: '燚', salary: 'negotiable' })).toEqual(sorted('split'));
    expect(await found({ keyword: '燚', education: '5' })).toEqual(sorted('engineer'));
    expect(await found({ keyword: '燚', jobType: '2' })).toEqual(sorted('split'));
    expect(await found({ keyword: '燚', postedWithin: 7 })).toEqual(sorted('analyst', 'engineer', 'brand'));
  });

  it('refuses malformed filters', async () => {
    for (const bad of [
      { area: '35' },
      { category: 'x' },
      { postedWithin: 5 },
      { sort: 'cheapest' },
      { limit: 500 },
    ]) {
      expect((await api.get('/recruitment/job/search', bad)).body.code).toBe(601);
    }
  });
});

describe('facets, sorting and paging', () => {
  it('counts the matches per filter value, the level below a chosen tree node', async () => {
    const { facets, total, totalExact } = await search({ keyword: '燚' });
    expect({ total, totalExact }).toEqual({ total: 4, totalExact: true });
    expect(facets.area).toEqual([
      { value: '350100', count: 2 },
      { value: '350200', count: 1 },
      { value: '350500', count: 1 },
    ]);
    expect(facets.industry).toEqual([
      { value: 'I', count: 2 },
      { value: 'L', count: 2 },
    ]);
    expect(facets.salary.find((b) => b.value === '5000-8000')).toEqual({ value: '5000-8000', count: 1 });
    expect(facets.salary.find((b) => b.value === '8000-12000')).toEqual({ value: '8000-12000', count: 1 });
    expect(facets.salary.find((b) => b.value === 'negotiable')).toEqual({ value: 'negotiable', count: 1 });
    expect(facets.postedWithin).toEqual([
      { value: '1', count: 3 },
      { value: '3', count: 3 },
      { value: '7', count: 3 },
      { value: '30', count: 4 },
    ]);
    const city = await search({ keyword: '燚', area: '350100' });
    expect(city.facets.area).toEqual([{ value: '350102', count: 2 }]);
    const group = await search({ keyword: '燚', category: '06' });
    expect(group.facets.category).toEqual([
      { value: '0601', count: 1 },
      { value: '0602', count: 1 },
    ]);
  });

  it('estimates the total and scales the facets past the counted sample', async () => {
    // Sample postings (the same generator as the demo data and the benchmark), past FACET_SAMPLE.
    const refs = sampleReferences();
    const orgs = Array.from({ length: 50 }, (_, i) => sampleOrg(refs, 90_000 + i, 'searchtestorg'));
    const orgIds = await insertSampleOrgs(t.deps.database.pool, orgs);
    const now = Date.now();
    const items = Array.from({ length: FACET_SAMPLE + 100 }, (_, n) => ({
      orgId: orgIds[n % orgs.length]!,
      orgName: orgs[n % orgs.length]!.name,
      posting: samplePosting(refs, n + 1, orgs[n % orgs.length]!, now),
    }));
    await insertSamplePostings(t.deps.database.pool, refs, items);
    const all = await search({});
    expect(all.totalExact).toBe(false);
    expect(all.total).toBeGreaterThan(FACET_SAMPLE);
    const jobTypes = all.facets.jobType.reduce((sum, f) => sum + f.count, 0);
    expect(Math.abs(jobTypes - all.total)).toBeLessThanOrEqual(all.facets.jobType.length);
    expect(all.rows).toHaveLength(20);

    // A "posted within" window that the sample (the newest matches) reaches past is counted
    // exactly, and says so: the screen shows no "about" on it. The others stay estimates.
    const { rows } = await t.deps.db.execute<{ oldest: string }>(sql`
      SELECT min(refreshed_at)::text AS oldest FROM (
        SELECT refreshed_at FROM job_search ORDER BY refreshed_at DESC, job_id DESC LIMIT ${FACET_SAMPLE + 1}) newest`);
    const oldest = new Date(rows[0]!.oldest).getTime();
    let exactWindows = 0;
    for (const facet of all.facets.postedWithin) {
      const since = new Date(Date.now() - Number(facet.value) * 86_400_000);
      if (oldest >= since.getTime() - 60_000) {
        expect(facet).not.toHaveProperty('exact');
        continue;
      }
      const [actual] = (
        await t.deps.db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM job_search WHERE refreshed_at >= ${since.toISOString()}::timestamptz`,
        )
      ).rows;
      expect(facet).toEqual({ value: facet.value, count: actual!.n, exact: true });
      exactWindows += 1;
    }
    expect(exactWindows).toBeGreaterThan(0);
  });

  it('estimates the total of a longer keyword by its rarest pair, not as if its pairs were independent', async () => {
    const refs = sampleReferences();
    const orgs = Array.from({ length: 10 }, (_, i) => sampleOrg(refs, 92_000 + i, 'estimatetestorg'));
    const orgIds = await insertSampleOrgs(t.deps.database.pool, orgs);
    const matches = FACET_SAMPLE + 300;
    const items = Array.from({ length: matches }, (_, n) => {
      const posting = samplePosting(refs, 10_000 + n, orgs[n % orgs.length]!, Date.now());
      return {
        orgId: orgIds[n % orgs.length]!,
        orgName: orgs[n % orgs.length]!.name,
        posting: { ...posting, description: `${posting.description}<p>垚焱森</p>` },
      };
    });
    await insertSamplePostings(t.deps.database.pool, refs, items);
    await t.deps.db.execute(sql`ANALYZE job_search`);
    const f = ZJobSearch.parse({ keyword: '垚焱森' });
    const { tokens } = queryTokens(f.keyword!);
    expect(tokens).toHaveLength(2);
    const { sampled, estimate } = await runSearchSql(
      { db: t.deps.db },
      createTokenStats(t.deps.db),
      f,
      tokens,
      [],
      0,
      20,
    );
    expect(sampled).toBe(FACET_SAMPLE + 1);
    // The test's table is analysed whole: the pairs' shares are exact, and bound the estimate; the
    // sample's density (next test) comes close, its postings spread over time as the others.
    expect(estimate).toBeLessThanOrEqual(matches);
    expect(estimate).toBeGreaterThan(0.9 * matches);
  });

  it('estimates a longer keyword by its sample’s density when the rarest pair bounds it loosely', async () => {
    // The postings of the test above. Statistics bounding the keyword at 5,000 of 10,000 rows,
    // with `recent` of the rows refreshed since the sample's oldest match.
    const f = ZJobSearch.parse({ keyword: '垚焱森' });
    const { tokens } = queryTokens(f.keyword!);
    const asked: Date[] = [];
    const statsWith = (recent: number): TTokenStats => ({
      share: async () => 0.5,
      rows: async () => 10_000,
      listedShares: async (lexemes) => lexemes.map(() => 0),
      rangeShare: async ({ since }) => {
        if (since) asked.push(since);
        return since ? recent : 1;
      },
    });
    const estimate = async (stats: TTokenStats, keyword = tokens) =>
      (await runSearchSql({ db: t.deps.db }, stats, f, keyword, [], 0, 20)).estimate;
    // 501 matches among a quarter of the rows: about 2,004 among all.
    expect(await estimate(statsWith(0.25))).toBe(2_004);
    const { rows } = await t.deps.db.execute<{ oldest: Date }>(sql`
      SELECT min(refreshed_at) AS oldest FROM (
        SELECT refreshed_at FROM job_search WHERE tokens @@ ${tokens.map(quoteLexeme).join(' & ')}::tsquery
        ORDER BY refreshed_at DESC, job_id DESC LIMIT ${FACET_SAMPLE + 1}) newest`);
    expect(asked).toContainEqual(new Date(rows[0]!.oldest));
    // Never above the bound; the bound when the sample reaches back over too few rows to tell.
    expect(await estimate(statsWith(0.05))).toBe(5_000);
    expect(await estimate(statsWith(0.004))).toBe(5_000);
    // One token: its share is known, not bounded.
    expect(await estimate(statsWith(0.25), tokens.slice(0, 1))).toBe(5_000);
  });

  it('sorts by salary, by newest, and by relevance with title matches first', async () => {
    const bySalary = (await search({ keyword: '燚', sort: 'salary' })).rows.map((r) => r.id);
    expect(bySalary).toEqual([ids.engineer, ids.analyst, ids.brand, ids.split]);
    const newest = (await search({ keyword: '燚', sort: 'newest' })).rows.map((r) => r.id);
    expect(newest).toEqual([ids.brand, ids.engineer, ids.analyst, ids.split]);
    const relevant = (await search({ keyword: '燚犇', sort: 'relevance' })).rows.map((r) => r.id);
    expect(relevant).toEqual([ids.analyst, ids.brand, ids.engineer]);
  });

  it('ranks by relevance past the counted sample: title matches first, each tier newest first', async () => {
    // More matches than the sample counts, a quarter of them with the keyword in the title, all
    // refreshed in the last ten hours (the next test reads them among the last days' rows).
    const refs = sampleReferences();
    const orgs = Array.from({ length: 20 }, (_, i) => sampleOrg(refs, 91_000 + i, 'relevancetestorg'));
    const orgIds = await insertSampleOrgs(t.deps.database.pool, orgs);
    const items = Array.from({ length: FACET_SAMPLE + 100 }, (_, n) => {
      const posting = samplePosting(refs, 5_000 + n, orgs[n % orgs.length]!, Date.now());
      return {
        orgId: orgIds[n % orgs.length]!,
        orgName: orgs[n % orgs.length]!.name,
        posting: {
          ...posting,
          title: n % 4 ? posting.title : `鑫淼${posting.title}`,
          refreshedAt: new Date(Date.now() - n * 60_000),
          description: `${posting.description}<p>鑫淼</p>`,
        },
      };
    });
    await insertSamplePostings(t.deps.database.pool, refs, items);
    // The order is checked against its definition, written plainly.
    const lexemes = (tokens: string[]) => tokens.map(quoteLexeme).join(' & ');
    for (const keyword of ['鑫淼', '淼']) {
      const { tokens } = queryTokens(keyword);
      const { rows } = await t.deps.db.execute<{ job_id: number; titled: boolean }>(sql`
        SELECT job_id, tokens @@ ${lexemes(titleTokensOf(tokens))}::tsquery AS titled FROM job_search
        WHERE tokens @@ ${lexemes(tokens)}::tsquery
        ORDER BY titled DESC, refreshed_at DESC, job_id DESC LIMIT ${MAX_RESULT_WINDOW}`);
      const expected = rows.map((r) => r.job_id);
      expect(expected.length).toBeGreaterThan(FACET_SAMPLE);
      // Pages within the title tier (from the sample's title matches when it holds enough of
      // them), across its end, and past it (the tier read, then the other matches read).
      const titled = rows.filter((r) => r.titled).length;
      for (const [page, limit] of [
        [1, 20],
        [2, 50],
        [Math.ceil(titled / 50), 50],
        [Math.ceil(titled / 50) + 2, 50],
      ] as const) {
        const got = (await search({ keyword, sort: 'relevance', page, limit })).rows.map((r) => r.id);
        expect(got, `${keyword}, page ${page} of ${limit}`).toEqual(
          expected.slice((page - 1) * limit, page * limit),
        );
      }
    }
  });

  it('reads the newest matches among the last hours’ or days’ rows, or among all when those hold too few', async () => {
    const f = ZJobSearch.parse({ keyword: '鑫淼', sort: 'newest' });
    const { tokens } = queryTokens(f.keyword!);
    const bands = [{ value: '8000-12000', min: 8000, max: 12000, negotiable: false }];
    const statements: string[] = [];
    const db: TSearchDb = {
      execute: ((q: SQL) => {
        statements.push(new PgDialect().sqlToQuery(q).sql.slice(0, 400));
        return t.deps.db.execute(q);
      }) as TSearchDb['execute'],
    };
    // The first page (from the facet sample) and one past the sample (read on its own).
    const run = async (stats: TTokenStats) => {
      statements.length = 0;
      const { ids, newest, sampled, facets } = await runSearchSql({ db }, stats, f, tokens, bands, 0, 20);
      const past = await runSearchSql({ db }, stats, f, tokens, bands, 580, 20);
      const reads = (start: string) => statements.filter((q) => q.startsWith(start)).length;
      return {
        ids,
        past: past.ids,
        newest,
        sampled,
        facets,
        read: [reads('WITH s AS'), reads('SELECT s.job_id')],
      };
    };
    const expected = await run(createTokenStats(t.deps.db));
    expect(expected.sampled).toBe(FACET_SAMPLE + 1);
    expect(expected.past).toHaveLength(20);
    // Statistics with the keyword in 2 % of a million rows, and the given shares of the rows
    // refreshed in some periods: the sample and the page are read among those periods only.
    const statsWith = (listed: Record<string, number>): TTokenStats => ({
      share: async () => 0.02,
      rows: async () => 1_000_000,
      listedShares: async (lexemes) => lexemes.map((l) => listed[l] ?? 0),
      rangeShare: async () => 1,
    });
    const inHours = (hours: number) => periodLexemes(new Date(Date.now() + hours * 3_600_000));
    // Today and yesterday hold every match (refreshed in the last ten hours).
    expect(await run(statsWith({ [inHours(0).day]: 0.03, [inHours(-24).day]: 0.03 }))).toEqual({
      ...expected,
      read: [2, 1],
    });
    // The next hour holds none: read again among all the rows.
    expect(await run(statsWith({ [inHours(1).hour]: 0.06 }))).toEqual({ ...expected, read: [4, 2] });
    // A window reaching past the posting age is not taken: its older periods hold no match.
    const threeDaysAgo = statsWith({ [inHours(-72).day]: 0.06 });
    expect(await newestScanOf(threeDaysAgo, f, tokens, FACET_SAMPLE + 1)).toEqual({
      periods: [24, 0, -24, -48, -72].map((hours) => inHours(hours).day),
    });
    expect(await newestScanOf(threeDaysAgo, { ...f, postedWithin: 1 }, tokens, FACET_SAMPLE + 1)).toBe(
      'collected',
    );
  });

  it('knows the share of the rows within a salary band and a posting age', async () => {
    const stats = createTokenStats(t.deps.db);
    // On a minute: the statistics keep a posting age's share to the minute.
    const since = new Date(Math.floor((Date.now() - 3 * 86_400_000) / 60_000) * 60_000);
    const actual = async (condition: SQL) =>
      Number(
        (
          await t.deps.db.execute<{ share: number }>(
            sql`SELECT (count(*) FILTER (WHERE ${condition}))::float8 / count(*) AS share FROM job_search s`,
          )
        ).rows[0]!.share,
      );
    // The test's table is small enough to be read whole: the shares are exact.
    for (const value of ['negotiable', '5000-8000', '50000-']) {
      const band = parseBand(value)!;
      expect(await stats.rangeShare({ band })).toBeCloseTo(await actual(bandCondition(band)), 10);
      expect(await stats.rangeShare({ band, since })).toBeCloseTo(
        await actual(sql`${bandCondition(band)} AND s.refreshed_at >= ${since.toISOString()}::timestamptz`),
        10,
      );
    }
    expect(await stats.rangeShare({})).toBe(1);
  });

  it('reads a salary band in salary order off the salary index, the band’s upper end checked in it', async () => {
    // The test's table is small enough for any plan: the index is made the only way, to show
    // that it serves the order and holds what the band checks.
    const f = ZJobSearch.parse({ salary: '5000-8000', sort: 'salary' });
    const plan = await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
      await tx.execute(sql`SET LOCAL enable_sort = off`);
      const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN ${pageIdsQuery(f, [], 0, 60)}`);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index (Only )?Scan using job_search_salary_idx/);
    expect(plan).toMatch(/Index Cond: \(.*salary_min < 8000/);
    expect(plan).not.toMatch(/Sort/);
  });

  it('pages through the results and refuses pages past the cap', async () => {
    const first = await search({ keyword: '燚', sort: 'newest', limit: 3, page: 1 });
    const second = await search({ keyword: '燚', sort: 'newest', limit: 3, page: 2 });
    expect(first.rows).toHaveLength(3);
    expect(second.rows.map((r) => r.id)).toEqual([ids.split]);
    expect(second.total).toBe(4);
    const deep = await api.get('/recruitment/job/search', { page: MAX_RESULT_WINDOW / 10 + 1, limit: 10 });
    expect(deep.body).toMatchObject({
      code: 601,
      msg: `only the first ${MAX_RESULT_WINDOW} results can be paged through; please narrow the search`,
    });
  });

  it('reads the same matches in the same order whether it walks an index or collects from GIN', async () => {
    // The sample postings of the test above: enough matches of a common keyword for several pages.
    const f = ZJobSearch.parse({ keyword: '工程', area: '350000', sort: 'newest' });
    const { tokens } = queryTokens(f.keyword!);
    const bands = [{ value: '8000-12000', min: 8000, max: 12000, negotiable: false }];
    const run = async (q: SQL) => (await t.deps.db.execute(q)).rows;
    for (const query of [
      (scan: TScan) => pageIdsQuery(f, tokens, 20, 20, scan),
      (scan: TScan) => pageIdsQuery({ ...f, sort: 'salary' }, tokens, 0, 30, scan),
      (scan: TScan) => titleTierQuery(f, tokens, 40, scan),
      (scan: TScan) => facetsQuery(f, tokens, bands, new Date(0), scan),
    ]) {
      const walked = await run(query('ordered'));
      expect(walked.length).toBeGreaterThan(5);
      expect(await run(query('collected'))).toEqual(walked);
    }
    // Without a keyword: filters as column equalities, or as lexemes intersected in the GIN index.
    const filters = ZJobSearch.parse({ area: '350000', category: '01', jobType: '1', sort: 'newest' });
    for (const query of [
      (scan: TScan) => pageIdsQuery(filters, [], 10, 20, scan),
      (scan: TScan) => pageIdsQuery({ ...filters, sort: 'salary' }, [], 0, 30, scan),
      (scan: TScan) => facetsQuery(filters, [], bands, new Date(0), scan),
    ]) {
      const walked = await run(query('ordered'));
      expect(walked.length).toBeGreaterThan(5);
      expect(await run(query('collected'))).toEqual(walked);
    }
  });
});

describe('search rows', () => {
  it('hold the filter values as lexemes; migration 0011 adds them to rows written before', async () => {
    const tokensOf = async () =>
      (
        await t.deps.db
          .select({ tokens: jobSearch.tokens })
          .from(jobSearch)
          .where(eq(jobSearch.jobId, ids.engineer!))
      )[0]!.tokens.sort();
    const written = await tokensOf();
    const lexemes = written.filter((token) => /^(?!t:|d:|h:)[a-z]+:/.test(token));
    expect(lexemes).toEqual(
      expect.arrayContaining(['ap:350000', 'ac:350200', 'a:350203', 'c:0101', 'is:I', 'i:65']),
    );
    expect(lexemes).toEqual(expect.arrayContaining(['cg:01', 'e:5', 'j:1']));
    expect(lexemes).toHaveLength(10);

    // A row as written before the lexemes: the keyword with a filter no longer finds it.
    await t.deps.db.execute(
      sql`UPDATE job_search SET tokens = ts_delete(tokens, string_to_array(${lexemes.join(' ')}, ' ')) WHERE job_id = ${ids.engineer}`,
    );
    const f = ZJobSearch.parse({ keyword: '燚', education: '5' });
    const matches = async () =>
      (
        await t.deps.db.execute<{ job_id: number }>(pageIdsQuery(f, queryTokens('燚').tokens, 0, 20))
      ).rows.map((r) => r.job_id);
    expect(await matches()).toEqual([]);

    const migration = fs.readFileSync(
      path.resolve(import.meta.dirname, '../drizzle/0011_search_filter_lexemes.sql'),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint'))
      await t.deps.db.execute(sql.raw(statement));
    expect(await tokensOf()).toEqual(written);
    expect(await matches()).toEqual([ids.engineer]);
  });

  it('hold the hour and day of their refresh; migration 0014 adds them to rows written before', async () => {
    const row = async () =>
      (
        await t.deps.db
          .select({ tokens: jobSearch.tokens, refreshedAt: jobSearch.refreshedAt })
          .from(jobSearch)
          .where(eq(jobSearch.jobId, ids.analyst!))
      )[0]!;
    const written = await row();
    const iso = written.refreshedAt.toISOString();
    const periods = [`d:${iso.slice(0, 10).replaceAll('-', '')}`, `h:${iso.slice(0, 13).replace(/\D/g, '')}`];
    expect(written.tokens.filter((token) => /^[dh]:/.test(token))).toEqual(periods);

    await t.deps.db.execute(
      sql`UPDATE job_search SET tokens = ts_delete(tokens, string_to_array(${periods.join(' ')}, ' ')) WHERE job_id = ${ids.analyst}`,
    );
    expect((await row()).tokens).not.toContain(periods[0]);
    const migration = fs.readFileSync(
      path.resolve(import.meta.dirname, '../drizzle/0014_search_period_lexemes.sql'),
      'utf8',
    );
    // Every row gets its periods again; a row that held them already is unchanged.
    for (const statement of migration.split('--> statement-breakpoint'))
      await t.deps.db.execute(sql.raw(statement));
    expect((await row()).tokens.sort()).toEqual(written.tokens.sort());
  });
});

describe('public pages', () => {
  it('shows a published posting with its organisation and other postings, counting views', async () => {
    const first = await api.get<{ viewCount: number; org: { name: string }; otherJobs: { id: number }[] }>(
      `/recruitment/job/${ids.analyst}`,
    );
    expect(first.body.data).toMatchObject({ title: '燚犇数据分析师', org: { name: '海峡测试科技有限公司' } });
    expect(first.body.data!.otherJobs.map((j) => j.id).sort()).toEqual(sorted('engineer', 'split'));
    expect(JSON.stringify(first.body)).not.toContain('creditCode');
    const start = first.body.data!.viewCount;
    const views = async (token?: string) =>
      (await api.get<{ viewCount: number }>(`/recruitment/job/${ids.analyst}`, {}, token)).body.data!
        .viewCount;
    // Anonymous reads do not count; a signed-in viewer counts once a day, however often they reload.
    expect(await views()).toBe(start);
    const person = await signInAs(t, 'person');
    expect(await views(person)).toBe(start + 1);
    expect(await views(person)).toBe(start + 1);
    expect(await views(await signInAs(t, 'org'))).toBe(start + 2);
    await t.deps.db.execute(sql`UPDATE page_view_mark SET day = current_date - 1`);
    expect(await views(person)).toBe(start + 3);
    expect(await views(person)).toBe(start + 3);
  });

  it('shows an approved organisation with its live postings and no private data', async () => {
    const res = await api.get<{
      name: string;
      viewCount: number;
      jobs: { total: number; rows: { id: number }[] };
    }>(`/recruitment/company/${org.id}`, { limit: 2 });
    expect(res.body.data).toMatchObject({ name: '海峡测试科技有限公司', viewCount: 0, jobs: { total: 3 } });
    expect(res.body.data!.jobs.rows).toHaveLength(2);
    expect(JSON.stringify(res.body)).not.toMatch(/creditCode|licence|mobile/);
    const views = async (token?: string) =>
      (await api.get<{ viewCount: number }>(`/recruitment/company/${org.id}`, {}, token)).body.data!
        .viewCount;
    expect(await views()).toBe(0);
    const person = await signInAs(t, 'person');
    expect(await views(person)).toBe(1);
    expect(await views(person)).toBe(1);
    expect(await views(await signInAs(t, 'org'))).toBe(2);
    const pending = await makeOrg(t, '未审核单位', 'pending');
    expect((await api.get(`/recruitment/company/${pending.id}`)).body.code).toBe(404);
  });

  it('feeds zoneHome with hot and newest postings, featured organisations and the live count', async () => {
    await t.deps.db
      .update(jobPostings)
      .set({ viewCount: 1_000_000 })
      .where(eq(jobPostings.id, ids.engineer!));
    const home = await api.get<{
      hot: { id: number }[];
      newest: { id: number }[];
      featuredOrgs: { id: number }[];
    }>('/recruitment/job/home');
    expect(home.body.data!.hot[0]!.id).toBe(ids.engineer);
    expect(home.body.data!.newest.map((j) => j.id)).toContain(ids.brand);
    // Featured: organisations with the most of the freshest postings (demo ones included).
    const featured = home.body.data!.featuredOrgs as { id: number; name: string; jobs: number }[];
    expect(featured.length).toBeGreaterThan(0);
    for (const o of featured) expect(o).toMatchObject({ name: expect.any(String), jobs: expect.any(Number) });
    expect(featured[0]!.jobs).toBeGreaterThanOrEqual(featured.at(-1)!.jobs);
    const stats = await api.get<{ counts: Record<string, number> }>('/portal/stats');
    expect(stats.body.data!.counts.jobs).toBeGreaterThanOrEqual(4);
  });
});

describe('demo data', () => {
  it('seeds the demo postings analysed: the search’s statistics know them at once', async () => {
    // The test template is seeded without the demo volume; run the step on this copy.
    await demoPostingsSeed.run({ ...t.deps, config: { ...t.config, seedDemoVolume: true } });
    const { rows } = await t.deps.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM job_search`);
    expect(rows[0]!.n).toBeGreaterThanOrEqual(DEMO_ORGS * DEMO_POSTINGS_PER_ORG);
    // Read from ANALYZE's statistics (pg_class.reltuples), not counted.
    expect(await createTokenStats(t.deps.db).rows()).toBe(rows[0]!.n);
  });
});
