import { sql } from 'drizzle-orm';
import { highlight, snippet } from './highlight';
import { htmlToText } from './search-row';
import type { TSearchDb } from '../../core/statement-limiter';

/** A posting card of the public lists; title, organisation and snippet come highlighted. */
export type TJobCard = Awaited<ReturnType<typeof loadCards>>[number];

/** The public cards of the given postings, in the given order; terms are highlighted. */
export async function loadCards(deps: { db: TSearchDb }, ids: number[], terms: string[]) {
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
