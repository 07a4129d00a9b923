import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { TArchiveStatus } from '@rcwb/shared';
import { type TPaging, likePattern, pageOf } from '../../core/paging';
import type { TExec, TTx } from '../../core/tx';
import { accounts, archiveMovements, personnelArchives } from '../../db/schema';

export type TArchiveRow = typeof personnelArchives.$inferSelect;
export type TMovementRow = typeof archiveMovements.$inferSelect;
export type TMovementInput = typeof archiveMovements.$inferInsert;

const archiveColumns = {
  archive: personnelArchives,
  holderName: accounts.name,
  holderUsername: accounts.username,
};

export type TArchiveFilter = { keyword?: string; status?: TArchiveStatus };

/** The registry: one page of archives with their holders, newest received first. */
export function archivePage(db: TExec, f: TArchiveFilter, paging: TPaging) {
  const conds: SQL[] = [];
  if (f.status) conds.push(eq(personnelArchives.status, f.status));
  if (f.keyword) {
    const like = likePattern(f.keyword);
    conds.push(or(ilike(personnelArchives.number, like), ilike(accounts.name, like))!);
  }
  const where = conds.length ? and(...conds) : undefined;
  return pageOf(
    paging,
    db
      .select(archiveColumns)
      .from(personnelArchives)
      .innerJoin(accounts, eq(accounts.id, personnelArchives.holderId))
      .where(where)
      .orderBy(desc(personnelArchives.receivedOn), desc(personnelArchives.id)),
    db
      .select({ n: count() })
      .from(personnelArchives)
      .innerJoin(accounts, eq(accounts.id, personnelArchives.holderId))
      .where(where),
  );
}

export async function archiveById(db: TExec, id: number) {
  const [row] = await db
    .select(archiveColumns)
    .from(personnelArchives)
    .innerJoin(accounts, eq(accounts.id, personnelArchives.holderId))
    .where(eq(personnelArchives.id, id));
  return row;
}

/** The archives a person holds (normally one; earlier ones stay after a transfer out). */
export function archivesOf(db: TExec, holderId: number) {
  return db
    .select(archiveColumns)
    .from(personnelArchives)
    .innerJoin(accounts, eq(accounts.id, personnelArchives.holderId))
    .where(eq(personnelArchives.holderId, holderId))
    .orderBy(desc(personnelArchives.receivedOn), desc(personnelArchives.id));
}

/** The archive row locked until the transaction ends: movements take turns on it. */
export async function lockArchive(tx: TTx, id: number) {
  const [row] = await tx.select().from(personnelArchives).where(eq(personnelArchives.id, id)).for('update');
  return row;
}

export async function insertArchive(tx: TTx, values: typeof personnelArchives.$inferInsert) {
  const [row] = await tx.insert(personnelArchives).values(values).returning();
  return row!;
}

export async function updateArchive(
  tx: TTx,
  id: number,
  values: Partial<Pick<TArchiveRow, 'status' | 'shelf' | 'source' | 'receivedOn'>>,
) {
  await tx
    .update(personnelArchives)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(personnelArchives.id, id));
}

export async function insertMovement(tx: TTx, values: TMovementInput) {
  await tx.insert(archiveMovements).values(values);
}

export function movementsOf(db: TExec, archiveId: number) {
  return db
    .select()
    .from(archiveMovements)
    .where(eq(archiveMovements.archiveId, archiveId))
    .orderBy(desc(archiveMovements.createdAt), desc(archiveMovements.id));
}

/** A person account by user name: archives belong to job seekers. */
export async function personByUsername(db: TExec, username: string, personType: number) {
  const [row] = await db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(and(eq(accounts.username, username), eq(accounts.userType, personType)));
  return row;
}

/** The archive of a holder that is not transferred out (the one their requests are about). */
export async function currentArchiveOf(db: TExec, holderId: number) {
  const [row] = await db
    .select()
    .from(personnelArchives)
    .where(
      and(
        eq(personnelArchives.holderId, holderId),
        inArray(personnelArchives.status, ['in-store', 'lent'] as TArchiveStatus[]),
      ),
    )
    .orderBy(desc(personnelArchives.id))
    .limit(1);
  return row;
}
