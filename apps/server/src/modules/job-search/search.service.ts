import { sql } from 'drizzle-orm';
import type { TLocale } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { warning } from '../../core/errors';
import { createDictService } from '../dict/dict.service';
import { highlight, snippet } from './highlight';
import { MATCH_CAP, type TSalaryBand, pageIdsQuery, parseBand, totalsQuery } from './search.query';
import { htmlToText } from './search-row';
import type { TJobSearch } from './search.schemas';
import { queryTokens } from './tokenize';

type TFacetValue = { value: string; count: number };

/** A posting card of the public lists; title, organisation and snippet come highlighted. */
export type TJobCard = Awaited<ReturnType<typeof loadCards>>[number];

/** The public cards of the given postings, in the given order; terms are highlighted. */
export async function loadCards(deps: TDeps, ids: number[], terms: string[]) {
  if (!ids.length) return [];
  const result = await deps.db.execute<{
    id: number;
    title: string;
    org_id: number;
    org_name: string;
    area: string;
    category: string;
    salary_min: number | null;
    salary_max: number | null;
    education: string;
    experience: string;
    job_type: string;
    headcount: number;
    welfare: string[];
    description: string;
    view_count: number;
    refreshed_at: Date | string;
  }>(sql`SELECT p.id, p.title, p.org_id, coalesce(g.name, a.name) AS org_name, p.area, p.category,
      p.salary_min, p.salary_max, p.education, p.experience, p.job_type, p.headcount, p.welfare,
      left(p.description, 4000) AS description, p.view_count, p.refreshed_at
    FROM job_posting p JOIN account a ON a.id = p.org_id LEFT JOIN gb01 g ON g.account_id = p.org_id
    WHERE p.id = ANY(${sql.raw(`ARRAY[${ids.map((id) => Number(id)).join(',')}]::int[]`)})`);
  const byId = new Map(result.rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        id: r.id,
        title: r.title,
        titleParts: highlight(r.title, terms),
        orgId: r.org_id,
        orgName: r.org_name,
        orgNameParts: highlight(r.org_name, terms),
        snippet: snippet(htmlToText(r.description), terms),
        area: r.area,
        category: r.category,
        salaryMin: r.salary_min,
        salaryMax: r.salary_max,
        education: r.education,
        experience: r.experience,
        jobType: r.job_type,
        headcount: r.headcount,
        welfare: r.welfare,
        viewCount: r.view_count,
        refreshedAt: new Date(r.refreshed_at).toISOString(),
      },
    ];
  });
}

const pairs = (v: unknown): TFacetValue[] =>
  ((v as [string, number | string][] | null) ?? []).map(([value, count]) => ({
    value,
    count: Number(count),
  }));

/**
 * The public job search: the page of cards, the total (exact up to MATCH_CAP, then "MATCH_CAP+")
 * and facet counts for every filter, from two statements that run in parallel.
 */
export function createSearchService(deps: TDeps) {
  const dict = createDictService(deps.db);

  async function salaryBands(locale: TLocale): Promise<TSalaryBand[]> {
    const entries = await dict.entries('salary_band', locale);
    return entries.flatMap((e) => parseBand(e.dictValue) ?? []);
  }

  async function search(f: TJobSearch, locale: TLocale) {
    const { tokens, terms } = queryTokens(f.keyword ?? '');
    const offset = (f.page - 1) * f.limit;
    if (offset >= MATCH_CAP) throw warning('jobs.search.pageTooDeep', { max: MATCH_CAP });
    const limit = Math.min(f.limit, MATCH_CAP - offset);
    const bands = await salaryBands(locale);
    const [ids, totals] = await Promise.all([
      deps.db.execute<{ job_id: number }>(pageIdsQuery(f, tokens, offset, limit)),
      deps.db.execute<Record<string, unknown> & { total: number }>(totalsQuery(f, tokens, bands)),
    ]);
    const t = totals.rows[0]!;
    const salaryCounts = (t.salary as (number | string)[] | null) ?? [];
    const postedCounts = (t.posted as (number | string)[] | null) ?? [];
    const exact = t.total <= MATCH_CAP;
    return {
      rows: await loadCards(
        deps,
        ids.rows.map((r) => r.job_id),
        terms,
      ),
      total: Math.min(t.total, MATCH_CAP),
      /** False when more than MATCH_CAP postings match: the total and facets are lower bounds. */
      totalExact: exact,
      page: f.page,
      limit: f.limit,
      terms,
      facets: {
        area: pairs(t.area),
        category: pairs(t.category),
        industry: pairs(t.industry),
        education: pairs(t.education),
        experience: pairs(t.experience),
        jobType: pairs(t.job_type),
        salary: bands.map((b, i) => ({ value: b.value, count: Number(salaryCounts[i] ?? 0) })),
        postedWithin: [1, 3, 7, 30].map((d, i) => ({
          value: String(d),
          count: Number(postedCounts[i] ?? 0),
        })),
      },
    };
  }

  return { search };
}
