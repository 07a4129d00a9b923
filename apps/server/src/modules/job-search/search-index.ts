import { and, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { accounts, dictEntries, gb01, jobPostings, jobSearch } from '../../db/schema';
import type { TDb } from '../../db/client';
import type { TExec, TTx } from '../../core/tx';
import { indexChangesOf, registerIndexChanges, searchIndexChanged } from './search-cache';
import { searchRowOf } from './search-row';

/** The GB/T 4754 sections of industry codes: a section is its own, a division's is its parent. */
async function industrySections(db: TExec, codes: string[]): Promise<Map<string, string>> {
  const sections = new Map(codes.filter((c) => /^[A-Z]$/.test(c)).map((c) => [c, c]));
  const divisions = [...new Set(codes.filter((c) => !sections.has(c)))];
  if (divisions.length) {
    const rows = await db
      .select({ value: dictEntries.value, parent: dictEntries.parentValue })
      .from(dictEntries)
      .where(and(eq(dictEntries.dictType, 'industry'), inArray(dictEntries.value, divisions)));
    for (const r of rows) if (r.parent) sections.set(r.value, r.parent);
  }
  return sections;
}

/** Published postings with the organisation name they are indexed under. */
const postingsWithOrgName = (db: TExec) =>
  db
    .select({
      posting: jobPostings,
      orgName: sql<string>`coalesce(${gb01.name}, ${accounts.name})`,
    })
    .from(jobPostings)
    .innerJoin(accounts, eq(accounts.id, jobPostings.orgId))
    .leftJoin(gb01, eq(gb01.accountId, jobPostings.orgId));

type TIndexedPosting = Awaited<ReturnType<ReturnType<typeof postingsWithOrgName>['where']>>[number];

const { jobId: _key, ...searchColumns } = getTableColumns(jobSearch);
/** The upsert's update: every column of the row being inserted. */
const EVERY_COLUMN = Object.fromEntries(
  Object.entries(searchColumns).map(([key, column]) => [key, sql.raw(`excluded.${column.name}`)]),
);

/** Writes the search rows of published postings (insert or replace). */
async function upsertSearchRows(db: TExec, postings: TIndexedPosting[]): Promise<void> {
  if (!postings.length) return;
  const sections = await industrySections(
    db,
    postings.map((p) => p.posting.industry),
  );
  const rows = postings.map((p) =>
    searchRowOf(
      { ...p.posting, refreshedAt: p.posting.refreshedAt ?? new Date() },
      p.orgName,
      sections.get(p.posting.industry) ?? p.posting.industry,
    ),
  );
  // The rows as they were: searches that listed them are dropped from the cache too.
  const before = await db
    .select({ tokens: jobSearch.tokens })
    .from(jobSearch)
    .where(
      inArray(
        jobSearch.jobId,
        rows.map((r) => r.jobId),
      ),
    );
  await db.insert(jobSearch).values(rows).onConflictDoUpdate({ target: jobSearch.jobId, set: EVERY_COLUMN });
  searchIndexChanged(db, [...before.map((r) => r.tokens), ...rows.map((r) => r.tokens)]);
}

/**
 * Brings a posting's search row in line with the posting, inside the caller's transaction: a
 * published posting is (re)indexed with its live fields, any other state is removed from search.
 * The caller's transaction should be run by `inSearchIndexTransaction`, so cached searches are
 * dropped once the change is visible.
 */
export async function syncSearchRow(db: TExec, jobId: number): Promise<void> {
  const [p] = await postingsWithOrgName(db).where(eq(jobPostings.id, jobId));
  if (!p || p.posting.status !== 'published') {
    const removed = await db
      .delete(jobSearch)
      .where(eq(jobSearch.jobId, jobId))
      .returning({ tokens: jobSearch.tokens });
    if (removed.length)
      searchIndexChanged(
        db,
        removed.map((r) => r.tokens),
      );
    return;
  }
  await upsertSearchRows(db, [p]);
}

/**
 * Re-indexes every published posting of an organisation (its name is part of each posting's
 * keyword tokens), inside the caller's transaction: after a rename, the postings are found by the
 * new name and no longer by the old one.
 */
export async function syncOrgSearchRows(db: TExec, orgId: number): Promise<void> {
  const postings = await postingsWithOrgName(db).where(
    and(eq(jobPostings.orgId, orgId), eq(jobPostings.status, 'published')),
  );
  // Batches keep each statement's parameters well under PostgreSQL's limit of 65,535.
  for (let i = 0; i < postings.length; i += 500) await upsertSearchRows(db, postings.slice(i, i + 500));
}

/**
 * Runs a transaction that writes the search index. The cached searches the written rows touch
 * are dropped both when the rows are written (search-index functions) and again after the
 * commit: a search that started in between read the rows from before the commit and must not be
 * served afterwards. (Writes of other transactions in the meantime are announced again too,
 * which only drops a little more.)
 */
export async function inSearchIndexTransaction<T>(db: TDb, work: (tx: TTx) => Promise<T>): Promise<T> {
  const changes = indexChangesOf(db);
  const before = changes.generation();
  try {
    return await db.transaction(async (tx) => {
      // The transaction's writes are announced to the app of `db` (search-cache.ts).
      if (changes !== indexChangesOf()) registerIndexChanges(db, tx);
      return work(tx);
    });
  } finally {
    changes.repeatSince(before);
  }
}

/** Postings in the search index: the portal home's live count of jobs. */
export async function countSearchRows(db: TDb): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobSearch);
  return row?.n ?? 0;
}
