import { and, count, desc, eq, gt, ilike, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import type { TExec } from '../../core/tx';
import { type TPaging, likePattern, pageOf } from '../../core/paging';
import { accounts, oidcBindings } from '../../db/schema';

export function pageOfBindings(
  db: TDb,
  f: { provider?: string | undefined; keyword?: string | undefined },
  paging: TPaging,
) {
  const where = and(
    f.provider ? eq(oidcBindings.provider, f.provider) : undefined,
    f.keyword
      ? or(
          ilike(accounts.username, likePattern(f.keyword)),
          ilike(oidcBindings.subject, likePattern(f.keyword)),
          ilike(oidcBindings.email, likePattern(f.keyword)),
        )
      : undefined,
  );
  return pageOf(
    paging,
    db
      .select({
        id: oidcBindings.id,
        provider: oidcBindings.provider,
        subject: oidcBindings.subject,
        email: oidcBindings.email,
        username: accounts.username,
        accountId: accounts.id,
        createdAt: oidcBindings.createdAt,
        lastUsedAt: oidcBindings.lastUsedAt,
      })
      .from(oidcBindings)
      .innerJoin(accounts, eq(accounts.id, oidcBindings.accountId))
      .where(where)
      .orderBy(desc(oidcBindings.createdAt), desc(oidcBindings.id)),
    db
      .select({ n: count() })
      .from(oidcBindings)
      .innerJoin(accounts, eq(accounts.id, oidcBindings.accountId))
      .where(where),
  );
}

/** Removes a binding, answering whose it was (none: it was already gone). */
export async function removeBinding(db: TExec, id: number) {
  const [row] = await db
    .delete(oidcBindings)
    .where(eq(oidcBindings.id, id))
    .returning({ accountId: oidcBindings.accountId, provider: oidcBindings.provider });
  return row;
}

/** Locked by an administrator, or for a while after too many failed sign-ins. */
const lockedNow = or(eq(accounts.status, 'locked'), gt(accounts.lockedUntil, sql`now()`));

export function pageOfLocked(db: TDb, f: { keyword?: string | undefined }, paging: TPaging) {
  const where = and(
    lockedNow,
    f.keyword
      ? or(ilike(accounts.username, likePattern(f.keyword)), ilike(accounts.name, likePattern(f.keyword)))
      : undefined,
  );
  return pageOf(
    paging,
    db
      .select({
        id: accounts.id,
        username: accounts.username,
        userType: accounts.userType,
        status: accounts.status,
        failedLogins: accounts.failedLogins,
        lockedUntil: accounts.lockedUntil,
        updatedAt: accounts.updatedAt,
      })
      .from(accounts)
      .where(where)
      .orderBy(desc(accounts.updatedAt), desc(accounts.id)),
    db.select({ n: count() }).from(accounts).where(where),
  );
}

/** Unlocks under the row's lock; false when the account was not locked (someone else unlocked it). */
export async function unlockAccount(tx: TExec, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ status: accounts.status, lockedUntil: accounts.lockedUntil })
    .from(accounts)
    .where(eq(accounts.id, id))
    .for('update');
  if (!row) return false;
  const locked = row.status === 'locked' || (row.lockedUntil !== null && row.lockedUntil > new Date());
  if (!locked) return false;
  await tx
    .update(accounts)
    .set({
      status: row.status === 'locked' ? 'active' : row.status,
      failedLogins: 0,
      lockedUntil: null,
      updatedAt: new Date(),
    })
    .where(eq(accounts.id, id));
  return true;
}
