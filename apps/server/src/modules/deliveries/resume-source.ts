import { and, desc, eq } from 'drizzle-orm';
import { resumes } from '../../db/schema';
import type { TExec } from '../accounts/tx';

/**
 * The only place this module reads the `resume` table. The resumes module will export
 * `deliverableResume` and `defaultResumeOf`; these stand in for them until then, with the same rule:
 * a resume may be delivered when it belongs to the person and staff have not hidden it.
 */
export type TResumeRow = typeof resumes.$inferSelect;

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

/** The person's deliverable resumes, the default first. */
export async function deliverableResumes(db: TExec, personId: number) {
  return db
    .select({
      id: resumes.id,
      title: resumes.title,
      isDefault: resumes.isDefault,
      completeness: resumes.completeness,
    })
    .from(resumes)
    .where(and(eq(resumes.accountId, personId), eq(resumes.staffHidden, false)))
    .orderBy(desc(resumes.isDefault), desc(resumes.updatedAt), desc(resumes.id));
}
