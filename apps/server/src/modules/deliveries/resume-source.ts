import { and, desc, eq } from 'drizzle-orm';
import { resumes } from '../../db/schema';
import type { TExec } from '../accounts/tx';

/** The person's deliverable resumes (theirs, not staff-hidden), the default first: the apply dialog's choice. */
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
