import { and, eq, sql } from 'drizzle-orm';
import { accounts, dictEntries, gb01, jobPostings, jobSearch } from '../../db/schema';
import type { TExec } from '../accounts/tx';
import { searchRowOf } from './search-row';

/** The GB/T 4754 section of an industry code: a section is its own, a division's is its parent. */
async function industrySection(db: TExec, code: string): Promise<string> {
  if (/^[A-Z]$/.test(code)) return code;
  const [row] = await db
    .select({ parent: dictEntries.parentValue })
    .from(dictEntries)
    .where(and(eq(dictEntries.dictType, 'industry'), eq(dictEntries.value, code)));
  return row?.parent ?? code;
}

/**
 * Brings a posting's search row in line with the posting, inside the caller's transaction: a
 * published posting is (re)indexed with its live fields, any other state is removed from search.
 */
export async function syncSearchRow(db: TExec, jobId: number): Promise<void> {
  const [p] = await db
    .select({
      posting: jobPostings,
      orgName: sql<string>`coalesce(${gb01.name}, ${accounts.name})`,
    })
    .from(jobPostings)
    .innerJoin(accounts, eq(accounts.id, jobPostings.orgId))
    .leftJoin(gb01, eq(gb01.accountId, jobPostings.orgId))
    .where(eq(jobPostings.id, jobId));
  if (!p || p.posting.status !== 'published') {
    await db.delete(jobSearch).where(eq(jobSearch.jobId, jobId));
    return;
  }
  const row = searchRowOf(
    { ...p.posting, refreshedAt: p.posting.refreshedAt ?? new Date() },
    p.orgName,
    await industrySection(db, p.posting.industry),
  );
  const { jobId: _id, ...changes } = row;
  await db.insert(jobSearch).values(row).onConflictDoUpdate({ target: jobSearch.jobId, set: changes });
}
