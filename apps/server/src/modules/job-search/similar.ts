import { sql } from 'drizzle-orm';
import type { TDeps } from '../../core/deps';
import { notFound } from '../../core/errors';
import { jobSearch } from '../../db/schema';
import { loadCards } from './cards';

/** How many similar postings a job page lists. */
export const SIMILAR_LIMIT = 6;
/** Candidates read per kind of likeness: the freshest of each, off the category and area indexes. */
const CANDIDATES = 60;

/**
 * Published postings like this one, for its page: the same job category and area first, then the
 * same category, then the same area; the freshest first within each, this posting left out. Only
 * live postings (the search index) are offered; a posting that is not published reads as missing.
 */
export async function similarJobs(deps: TDeps, id: number) {
  const [job] = await deps.db
    .select({ category: jobSearch.category, area: jobSearch.area })
    .from(jobSearch)
    .where(sql`${jobSearch.jobId} = ${id}`);
  if (!job) throw notFound('jobs.notFound');
  // Two index-ordered reads (job_search_category_idx, job_search_area_idx), ranked together.
  const { rows } = await deps.db.execute<{ job_id: number }>(sql`
    SELECT job_id FROM (
      (SELECT job_id, refreshed_at FROM job_search
        WHERE category = ${job.category} AND job_id <> ${id}
        ORDER BY refreshed_at DESC, job_id DESC LIMIT ${CANDIDATES})
      UNION
      (SELECT job_id, refreshed_at FROM job_search
        WHERE area = ${job.area} AND job_id <> ${id}
        ORDER BY refreshed_at DESC, job_id DESC LIMIT ${CANDIDATES})
    ) c JOIN job_search s USING (job_id)
    ORDER BY (s.category = ${job.category})::int * 2 + (s.area = ${job.area})::int DESC,
      c.refreshed_at DESC, c.job_id DESC
    LIMIT ${SIMILAR_LIMIT}`);
  return {
    rows: await loadCards(
      deps,
      rows.map((r) => r.job_id),
      [],
    ),
  };
}
