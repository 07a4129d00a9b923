import { type SQL, sql } from 'drizzle-orm';
import type { TResumeContent } from '@rcwb/shared';
import type { TExec } from '../../core/tx';
import { ageOn } from '../resumes';
import { PUBLIC_RESUME } from './talent.query';

/**
 * The talent search's reads of resumes with their owners: masked cards need the owner's name,
 * gender and age in the same row for a whole page at once, which the resumes module's
 * one-resume view model does not give. The owner's name, gender and age come from the Gc01 record (the
 * account's name when there is none); the birth date itself never leaves this file.
 */

export type TTalentRow = {
  id: number;
  accountId: number;
  title: string;
  visibility: string;
  staffHidden: boolean;
  content: TResumeContent;
  refreshedAt: string;
  fullName: string;
  gender: string | null;
  age: number | null;
};

type TRawRow = {
  id: number;
  account_id: number;
  title: string;
  visibility: string;
  staff_hidden: boolean;
  content: TResumeContent;
  refreshed_at: Date | string;
  full_name: string;
  gender: string | null;
  birth_date: string | null;
};

const SELECT = sql`SELECT r.id, r.account_id, r.title, r.visibility, r.staff_hidden, r.content, r.refreshed_at,
    coalesce(g.name, a.name) AS full_name, g.gender, g.birth_date::text AS birth_date
  FROM resume r JOIN account a ON a.id = r.account_id LEFT JOIN gc01 g ON g.account_id = r.account_id`;

const toRow = (r: TRawRow): TTalentRow => ({
  id: r.id,
  accountId: r.account_id,
  title: r.title,
  visibility: r.visibility,
  staffHidden: r.staff_hidden,
  content: r.content,
  refreshedAt: new Date(r.refreshed_at).toISOString(),
  fullName: r.full_name,
  gender: r.gender,
  // The same reckoning as the owner's own resume view.
  age: r.birth_date ? ageOn(r.birth_date) : null,
});

async function select(db: TExec, where: SQL): Promise<TTalentRow[]> {
  const result = await db.execute<TRawRow>(sql`${SELECT} WHERE ${where}`);
  return result.rows.map(toRow);
}

/** The given resumes that are public and not hidden by staff, in the order of `ids`. */
export async function publicTalentRows(db: TExec, ids: number[]): Promise<TTalentRow[]> {
  if (!ids.length) return [];
  const list = sql.raw(`ARRAY[${ids.map((id) => Number(id)).join(',')}]::int[]`);
  const rows = await select(db, sql`r.id = ANY(${list}) AND ${PUBLIC_RESUME}`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A resume whatever its visibility (the caller decides who may see it), or null. */
export async function anyTalentRow(db: TExec, id: number): Promise<TTalentRow | null> {
  const [row] = await select(db, sql`r.id = ${id}`);
  return row ?? null;
}
