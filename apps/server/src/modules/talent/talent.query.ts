import { type SQL, sql } from 'drizzle-orm';
import { quoteLexeme } from '../../db/schema';
import { areaLevelOf, areaLevels } from '../job-search';
import type { TTalentSearch } from './talent.schemas';

/**
 * SQL of the talent search over `resume` (alias `r`). Only what the public may see is ever read:
 * resumes their owners made public and staff did not hide (the partial indexes cover exactly
 * these rows).
 */

export const PUBLIC_RESUME = sql`r.visibility = 'public' AND NOT r.staff_hidden`;

/** All of the tokens, as a tsquery of quoted lexemes (taken literally, no text-search parsing). */
const allOf = (tokens: string[]) => sql`${tokens.map(quoteLexeme).join(' & ')}::tsquery`;

/**
 * Work-experience dictionary bands (`experience`) as ranges of a resume's work years: new
 * graduates and "less than a year" both have 0 full years.
 */
export const WORK_YEAR_BANDS: Record<string, [number, number | null]> = {
  '1': [0, 0],
  '2': [0, 0],
  '3': [1, 2],
  '4': [3, 4],
  '5': [5, 9],
  '6': [10, null],
};

/** `LIKE` prefix of every code in a tree branch (no wildcard characters can occur in codes). */
const likePrefix = (prefix: string) => `${prefix}%`;

/**
 * A resume matches an intention area when one of its areas lies inside the searched one (a
 * district of the searched city), or covers it (someone willing to work anywhere in the
 * province is a talent for each of its cities).
 */
function areaCondition(code: string): SQL {
  const level = areaLevelOf(code);
  const inside = level === 'province' ? code.slice(0, 2) : level === 'city' ? code.slice(0, 4) : code;
  const { province, city } = areaLevels(code);
  const covering = [...new Set([province, city].filter((c) => c !== code))];
  const parts = [sql`EXISTS (SELECT 1 FROM unnest(r.intention_areas) a WHERE a LIKE ${likePrefix(inside)})`];
  if (covering.length) parts.push(sql`r.intention_areas && ${`{${covering.join(',')}}`}::text[]`);
  return sql`(${sql.join(parts, sql` OR `)})`;
}

/** A job-category group matches every job of it; a job matches itself and its group. */
function categoryCondition(code: string): SQL {
  if (code.length === 2)
    return sql`EXISTS (SELECT 1 FROM unnest(r.intention_categories) c WHERE c LIKE ${likePrefix(code)})`;
  return sql`r.intention_categories && ${`{${code},${code.slice(0, 2)}}`}::text[]`;
}

const workYears = sql`(r.content->'basic'->>'workYears')::int`;

/** The WHERE of a talent search: public rows, keyword tokens and filters. */
export function talentWhere(f: TTalentSearch, tokens: string[]): SQL {
  const c: SQL[] = [PUBLIC_RESUME];
  if (tokens.length) c.push(sql`r.tokens @@ ${allOf(tokens)}`);
  if (f.category) c.push(categoryCondition(f.category));
  if (f.area) c.push(areaCondition(f.area));
  if (f.education) c.push(sql`r.content->'basic'->>'education' = ${f.education}`);
  const band = f.experience ? WORK_YEAR_BANDS[f.experience] : undefined;
  if (band) {
    c.push(sql`${workYears} >= ${band[0]}`);
    if (band[1] !== null) c.push(sql`${workYears} <= ${band[1]}`);
  }
  return sql.join(c, sql` AND `);
}

/** Newest first (by when the owner last refreshed the resume); relevance ranks keyword matches. */
export function talentOrder(f: TTalentSearch, tokens: string[]): SQL {
  const newest = sql`r.refreshed_at DESC, r.id DESC`;
  if (f.sort === 'newest' || !tokens.length) return newest;
  return sql`ts_rank(r.tokens, ${allOf(tokens)}) DESC, ${newest}`;
}
