import type pg from 'pg';
import { searchIndexChanged } from '../job-search';
import { searchRowOf } from '../job-search';
import type { TSampleOrg, TSamplePosting, TSampleReferences } from './sample-postings';

/**
 * Multi-row inserts of sample organisations and published postings (one statement per table and
 * batch, columns passed as arrays and unnested), for the demo seed and the search benchmark's
 * million postings. Sample organisations get no usable password: they exist to be looked at.
 */

type TQueryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

/** Inserts approved organisations with the org role; answers their account ids in input order. */
export async function insertSampleOrgs(db: TQueryable, orgs: TSampleOrg[]): Promise<number[]> {
  if (!orgs.length) return [];
  const accounts = await db.query<{ id: number }>(
    `INSERT INTO account (username, password_hash, user_type, name, profile_complete)
     SELECT u, '!', 2, n, true FROM unnest($1::text[], $2::text[]) AS t(u, n)
     RETURNING id`,
    [orgs.map((o) => o.username), orgs.map((o) => o.name)],
  );
  // Serial ids are handed out in insertion order, so sorted ids line up with the input.
  const ids = accounts.rows.map((r) => r.id).sort((a, b) => a - b);
  await db.query(
    `INSERT INTO account_role (account_id, role_id)
     SELECT a, (SELECT id FROM role WHERE key = 'org') FROM unnest($1::int[]) AS t(a)`,
    [ids],
  );
  await db.query(
    `INSERT INTO gb01 (account_id, name, credit_code, industry, region, nature, scale, description,
       review_status, reviewed_at, submitted_at)
     SELECT * , 'approved', now(), now()
     FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])`,
    [
      ids,
      orgs.map((o) => o.name),
      orgs.map((o) => o.creditCode),
      orgs.map((o) => o.industry),
      orgs.map((o) => o.region),
      orgs.map((o) => o.nature),
      orgs.map((o) => o.scale),
      orgs.map((o) => o.description),
    ],
  );
  return ids;
}

export type TSampleItem = { orgId: number; orgName: string; posting: TSamplePosting };

/** Inserts published postings with their search rows. */
export async function insertSamplePostings(
  db: TQueryable,
  refs: TSampleReferences,
  items: TSampleItem[],
): Promise<void> {
  if (!items.length) return;
  const col = <T>(f: (p: TSamplePosting, i: TSampleItem) => T) => items.map((i) => f(i.posting, i));
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO job_posting (org_id, title, category, industry, area, salary_min, salary_max, education,
       experience, job_type, headcount, welfare, description, contact_name, status, submitted_at,
       published_at, refreshed_at, reviewed_at)
     SELECT o, ti, c, ind, ar, smin, smax, e, x, jt, h, string_to_array(w, '|'), d, cn, 'published', r, r, r, r
     FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::text[],
       $9::text[], $10::text[], $11::int[], $12::text[], $13::text[], $14::text[], $15::timestamptz[])
       AS t(o, ti, c, ind, ar, smin, smax, e, x, jt, h, w, d, cn, r)
     RETURNING id`,
    [
      col((_, i) => i.orgId),
      col((p) => p.title),
      col((p) => p.category),
      col((p) => p.industry),
      col((p) => p.area),
      col((p) => p.salaryMin),
      col((p) => p.salaryMax),
      col((p) => p.education),
      col((p) => p.experience),
      col((p) => p.jobType),
      col((p) => p.headcount),
      col((p) => p.welfare.join('|')),
      col((p) => p.description),
      col((p) => p.contactName),
      col((p) => p.refreshedAt.toISOString()),
    ],
  );
  const ids = inserted.rows.map((r) => r.id).sort((a, b) => a - b);
  const rows = items.map((item, k) =>
    searchRowOf(
      { ...item.posting, id: ids[k]!, orgId: item.orgId },
      item.orgName,
      refs.sectionOf.get(item.posting.industry) ?? item.posting.industry,
    ),
  );
  const s = <T>(f: (r: (typeof rows)[number]) => T) => rows.map(f);
  await db.query(
    `INSERT INTO job_search (job_id, org_id, tokens, area_province, area_city, area, category_group, category,
       industry_section, industry, salary_min, salary_max, education, experience, job_type, refreshed_at)
     SELECT j, o, array_to_tsvector(string_to_array(tk, ' ')), ap, ac, a, cg, c, isec, ind, smin, smax, e, x, jt, r
     FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
       $9::text[], $10::text[], $11::int[], $12::int[], $13::text[], $14::text[], $15::text[], $16::timestamptz[])
       AS t(j, o, tk, ap, ac, a, cg, c, isec, ind, smin, smax, e, x, jt, r)`,
    [
      s((r) => r.jobId),
      s((r) => r.orgId),
      s((r) => r.tokens.join(' ')),
      s((r) => r.areaProvince),
      s((r) => r.areaCity),
      s((r) => r.area),
      s((r) => r.categoryGroup),
      s((r) => r.category),
      s((r) => r.industrySection),
      s((r) => r.industry),
      s((r) => r.salaryMin),
      s((r) => r.salaryMax),
      s((r) => r.education),
      s((r) => r.experience),
      s((r) => r.jobType),
      s((r) => r.refreshedAt.toISOString()),
    ],
  );
  searchIndexChanged();
}
