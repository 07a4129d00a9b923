import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { resumes } from '../../db/schema';

/**
 * The person's default resume, read straight from the table. The resumes module exports the same
 * as `defaultResumeOf(db, personId)`; this one place is swapped for it when both are in.
 */
export async function defaultResumeOf(db: TDb, personId: number) {
  const [row] = await db
    .select()
    .from(resumes)
    .where(and(eq(resumes.accountId, personId), eq(resumes.isDefault, true)));
  return row ?? null;
}
