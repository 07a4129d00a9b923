import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { accounts, loginLogs, sessions } from '../../db/schema';

/** Consecutive failed sign-ins that lock an account, and for how long. */
export const LOCKOUT = { maxFailures: 5, minutes: 30 } as const;

/** Why a sign-in failed, as written to login_log.reason. */
export type TLoginReason =
  | 'captchaRequired'
  | 'captchaWrong'
  | 'captchaExpired'
  | 'unknownUser'
  | 'wrongPassword'
  | 'undecryptable'
  | 'locked'
  | 'adminLocked'
  | 'disabled';

export type TClientMeta = { ip: string; userAgent: string | null };

const lockWindow = sql`make_interval(mins => ${LOCKOUT.minutes})`;
/** Whole seconds until a timestamp (database clock), never negative. */
const secondsUntil = (ts: unknown) =>
  sql<number>`greatest(0, ceil(extract(epoch from (${ts} - now()))))::int`;

/** The account signing in, matched ignoring case (the unique index is on lower(username)). */
export async function findAccountForLogin(db: TDb, username: string) {
  const [row] = await db
    .select({
      id: accounts.id,
      username: accounts.username,
      name: accounts.name,
      userType: accounts.userType,
      avatarUrl: accounts.avatarUrl,
      status: accounts.status,
      passwordHash: accounts.passwordHash,
      lockedSeconds: secondsUntil(accounts.lockedUntil),
    })
    .from(accounts)
    .where(sql`lower(${accounts.username}) = lower(${username})`)
    .limit(1);
  return row;
}

/**
 * Counts a failed sign-in and locks the account on the fifth in a row. A lock that has run out
 * starts the count again. Returns the seconds the account is now locked for (0 = not locked).
 */
export async function recordFailure(db: TDb, accountId: number): Promise<number> {
  const lapsed = sql`${accounts.lockedUntil} IS NOT NULL AND ${accounts.lockedUntil} <= now()`;
  const count = sql`CASE WHEN ${lapsed} THEN 1 ELSE ${accounts.failedLogins} + 1 END`;
  const [row] = await db
    .update(accounts)
    .set({
      failedLogins: sql`${count}`,
      lockedUntil: sql`CASE WHEN ${count} >= ${LOCKOUT.maxFailures} THEN now() + ${lockWindow}
        WHEN ${lapsed} THEN NULL ELSE ${accounts.lockedUntil} END`,
    })
    .where(eq(accounts.id, accountId))
    .returning({ lockedSeconds: secondsUntil(accounts.lockedUntil) });
  return row?.lockedSeconds ?? 0;
}

/**
 * The same lockout for a username that has no account, worked out from login_log, so that the
 * lock message does not reveal which usernames exist. The scan stays on the account_id index
 * (NULL rows of the last lock window).
 */
export async function unknownUserLockSeconds(db: TDb, username: string): Promise<number> {
  const rows = await db
    .select({ seconds: secondsUntil(sql`${loginLogs.createdAt} + ${lockWindow}`) })
    .from(loginLogs)
    .where(
      and(
        isNull(loginLogs.accountId),
        gt(loginLogs.createdAt, sql`now() - ${lockWindow}`),
        eq(loginLogs.reason, 'unknownUser'),
        sql`lower(${loginLogs.username}) = lower(${username})`,
      ),
    )
    .orderBy(desc(loginLogs.createdAt))
    .limit(LOCKOUT.maxFailures);
  return rows.length >= LOCKOUT.maxFailures ? (rows[0]?.seconds ?? 0) : 0;
}

export async function writeLoginLog(
  db: TDb,
  entry: { accountId: number | null; username: string; success: boolean; reason: TLoginReason | null },
  meta: TClientMeta,
): Promise<void> {
  await db.insert(loginLogs).values({ ...entry, ip: meta.ip, userAgent: meta.userAgent });
}

/** A successful sign-in: resets the failure count, opens the session and logs it, in one transaction. */
export async function openSession(
  db: TDb,
  account: { id: number; username: string },
  tokenHash: string,
  absoluteSeconds: number,
  meta: TClientMeta,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ failedLogins: 0, lockedUntil: null, lastLoginAt: sql`now()` })
      .where(eq(accounts.id, account.id));
    await tx.insert(sessions).values({
      tokenHash,
      accountId: account.id,
      expiresAt: sql`now() + make_interval(secs => ${absoluteSeconds})`,
      ip: meta.ip,
      userAgent: meta.userAgent,
    });
    await tx
      .insert(loginLogs)
      .values({ accountId: account.id, username: account.username, success: true, reason: null, ...meta });
  });
}

export async function revokeSession(db: TDb, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function findSession(db: TDb, sessionId: number) {
  const [row] = await db
    .select({
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row;
}
