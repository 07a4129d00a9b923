import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { accounts, sessions } from '../../db/schema';

/** What the personal centre shows about the caller's own account. */
export async function findAccountProfile(db: TDb, accountId: number) {
  const [row] = await db
    .select({
      id: accounts.id,
      username: accounts.username,
      name: accounts.name,
      userType: accounts.userType,
      avatarUrl: accounts.avatarUrl,
      mobile: accounts.mobile,
      email: accounts.email,
      profileComplete: accounts.profileComplete,
      createdAt: accounts.createdAt,
      lastLoginAt: accounts.lastLoginAt,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row;
}

export async function findPasswordHash(db: TDb, accountId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.passwordHash;
}

/**
 * Stores the new password hash and revokes every other live session of the account in one
 * transaction, so no window exists where the old password's sessions outlive the change.
 * Returns how many sessions were signed out.
 */
export async function changePassword(
  db: TDb,
  accountId: number,
  keepSessionId: number,
  passwordHash: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({
        passwordHash,
        mustChangePassword: false,
        failedLogins: 0,
        lockedUntil: null,
        updatedAt: sql`now()`,
      })
      .where(eq(accounts.id, accountId));
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(eq(sessions.accountId, accountId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)),
      )
      .returning({ id: sessions.id });
    return revoked.length;
  });
}

export async function setAvatar(db: TDb, accountId: number, avatarUrl: string): Promise<void> {
  await db
    .update(accounts)
    .set({ avatarUrl, updatedAt: sql`now()` })
    .where(eq(accounts.id, accountId));
}

export async function setBasicInfo(
  db: TDb,
  accountId: number,
  values: { name: string; email: string | null },
): Promise<void> {
  await db
    .update(accounts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(accounts.id, accountId));
}
