import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { files, resumes } from '../../db/schema';
import type { TExec } from '../../core/tx';

export type TResumeRow = typeof resumes.$inferSelect;

/** One of the person's resumes, or undefined (another's reads as missing). */
export async function ownResume(db: TExec, accountId: number, id: number): Promise<TResumeRow | undefined> {
  const [row] = await db
    .select()
    .from(resumes)
    .where(and(eq(resumes.accountId, accountId), eq(resumes.id, id)));
  return row;
}

export async function resumeById(db: TExec, id: number): Promise<TResumeRow | undefined> {
  const [row] = await db.select().from(resumes).where(eq(resumes.id, id));
  return row;
}

/** The person's resumes, the default first, then the most recently updated. */
export const ownResumes = (db: TExec, accountId: number) =>
  db
    .select()
    .from(resumes)
    .where(eq(resumes.accountId, accountId))
    .orderBy(desc(resumes.isDefault), desc(resumes.updatedAt), desc(resumes.id));

/**
 * Serialises one person's writes that depend on their other resumes (the limit, the one default),
 * so two requests at once cannot both pass a check.
 */
export const lockOwner = (tx: TExec, accountId: number) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('resume'), ${accountId})`);

/** Makes `id` the person's only default (the unique index allows one: unset before set). */
export async function makeDefault(tx: TExec, accountId: number, id: number): Promise<void> {
  await tx
    .update(resumes)
    .set({ isDefault: false })
    .where(and(eq(resumes.accountId, accountId), eq(resumes.isDefault, true), ne(resumes.id, id)));
  await tx.update(resumes).set({ isDefault: true }).where(eq(resumes.id, id));
}

/** The newest remaining resume of the person (the one promoted when the default goes). */
export async function newestResume(tx: TExec, accountId: number) {
  const [row] = await tx
    .select({ id: resumes.id })
    .from(resumes)
    .where(eq(resumes.accountId, accountId))
    .orderBy(desc(resumes.createdAt), desc(resumes.id))
    .limit(1);
  return row;
}

/** Live (not deleted) files by id, for the photo and attachment of resumes. */
export async function liveFiles(db: TExec, ids: (string | null)[]) {
  const wanted = ids.filter((id): id is string => id !== null);
  if (!wanted.length) return new Map<string, typeof files.$inferSelect>();
  const rows = await db
    .select()
    .from(files)
    .where(and(inArray(files.id, wanted), isNull(files.deletedAt)));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The person's default resume, or null (contract for deliveries, talent search, recommendations). */
export async function defaultResumeOf(db: TExec, personId: number): Promise<TResumeRow | null> {
  const [row] = await db
    .select()
    .from(resumes)
    .where(and(eq(resumes.accountId, personId), eq(resumes.isDefault, true)));
  return row ?? null;
}

/** The resume if it is the person's and staff have not hidden it — the only ones that may be delivered. */
export async function deliverableResume(
  db: TExec,
  personId: number,
  resumeId: number,
): Promise<TResumeRow | null> {
  const [row] = await db
    .select()
    .from(resumes)
    .where(and(eq(resumes.id, resumeId), eq(resumes.accountId, personId), eq(resumes.staffHidden, false)));
  return row ?? null;
}

/** The person's deliverable resumes (theirs, not staff-hidden), the default first: the apply dialog's choice. */
export async function deliverableResumes(db: TExec, personId: number) {
  return db
    .select({
      id: resumes.id,
      title: resumes.title,
      isDefault: resumes.isDefault,
      completeness: resumes.completeness,
      // The deliver dialog warns before sending a hidden or incomplete resume.
      visibility: resumes.visibility,
    })
    .from(resumes)
    .where(and(eq(resumes.accountId, personId), eq(resumes.staffHidden, false)))
    .orderBy(desc(resumes.isDefault), desc(resumes.updatedAt), desc(resumes.id));
}
