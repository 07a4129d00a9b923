import { and, count, desc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import type { TExec } from '../../core/tx';
import { type TPaging, pageOf } from '../../core/paging';
import { accounts, systemParamChanges, systemParams } from '../../db/schema';

export function storedParams(db: TExec) {
  return db
    .select({
      key: systemParams.key,
      value: systemParams.value,
      updatedAt: systemParams.updatedAt,
      updatedBy: accounts.username,
    })
    .from(systemParams)
    .leftJoin(accounts, eq(accounts.id, systemParams.updatedBy));
}

/** The stored value under a row lock, so two administrators' changes are recorded one after the other. */
export async function lockParam(tx: TExec, key: string): Promise<string | null> {
  const [row] = await tx.select().from(systemParams).where(eq(systemParams.key, key)).for('update');
  return row?.value ?? null;
}

export async function writeParam(tx: TExec, key: string, value: string | null, accountId: number) {
  if (value === null) await tx.delete(systemParams).where(eq(systemParams.key, key));
  else
    await tx
      .insert(systemParams)
      .values({ key, value, updatedBy: accountId })
      .onConflictDoUpdate({
        target: systemParams.key,
        set: { value, updatedBy: accountId, updatedAt: new Date() },
      });
}

export async function recordChange(
  tx: TExec,
  change: { key: string; oldValue: string | null; newValue: string | null; accountId: number },
) {
  await tx.insert(systemParamChanges).values(change);
}

export function pageOfChanges(db: TDb, key: string | undefined, paging: TPaging) {
  const where = key ? and(eq(systemParamChanges.key, key)) : undefined;
  return pageOf(
    paging,
    db
      .select({
        id: systemParamChanges.id,
        key: systemParamChanges.key,
        oldValue: systemParamChanges.oldValue,
        newValue: systemParamChanges.newValue,
        changedAt: systemParamChanges.changedAt,
        username: accounts.username,
      })
      .from(systemParamChanges)
      .leftJoin(accounts, eq(accounts.id, systemParamChanges.accountId))
      .where(where)
      .orderBy(desc(systemParamChanges.changedAt), desc(systemParamChanges.id)),
    db.select({ n: count() }).from(systemParamChanges).where(where),
  );
}
