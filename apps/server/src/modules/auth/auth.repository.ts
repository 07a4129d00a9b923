import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import type { TExec } from '../../core/tx';
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
      mustChangePassword: accounts.mustChangePassword,
    })
    .from(accounts)
    .where(sql`lower(${accounts.username}) = lower(${username})`)
    .limit(1);
  return row;
}

/**
 * Claims one sign-in attempt before the password is checked, in a single UPDATE: the row lock
 * makes parallel attempts queue, and each sees the count the previous one left, so no more than
 * five are ever tried before the lock (a check first and a count afterwards let every parallel
 * attempt through). The attempt is counted as a failure up front; a right password clears the
 * count ({@link clearFailures}). The fifth claim sets the lock; a lock that has run out starts the
 * count again. Answers `tried: false` with the seconds left when the account is locked.
 */
export async function claimAttempt(
  db: TDb,
  accountId: number,
): Promise<{ tried: true; lockedSeconds: number } | { tried: false; lockedSeconds: number }> {
  const lapsed = sql`${accounts.lockedUntil} IS NOT NULL AND ${accounts.lockedUntil} <= now()`;
  const count = sql`CASE WHEN ${lapsed} THEN 1 ELSE ${accounts.failedLogins} + 1 END`;
  const [row] = await db
    .update(accounts)
    .set({
      failedLogins: sql`${count}`,
      lockedUntil: sql`CASE WHEN ${count} >= ${LOCKOUT.maxFailures} THEN now() + ${lockWindow}
        WHEN ${lapsed} THEN NULL ELSE ${accounts.lockedUntil} END`,
    })
    .where(and(eq(accounts.id, accountId), sql`(${accounts.lockedUntil} IS NULL OR ${lapsed})`))
    .returning({ lockedSeconds: secondsUntil(accounts.lockedUntil) });
  if (row) return { tried: true, lockedSeconds: row.lockedSeconds };
  const [held] = await db
    .select({ lockedSeconds: secondsUntil(accounts.lockedUntil) })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return { tried: false, lockedSeconds: Math.max(1, held?.lockedSeconds ?? 0) };
}

/** The password was right: the attempt claimed for it is not a failure. */
export async function clearFailures(db: TDb, accountId: number): Promise<void> {
  await db.update(accounts).set({ failedLogins: 0, lockedUntil: null }).where(eq(accounts.id, accountId));
}

/** Seconds left on the lock of a username that has no account (0: not locked). */
async function unknownUserLockSeconds(db: TExec, username: string): Promise<number> {
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

/**
 * The same lockout for a username that has no account, worked out from login_log, so that the
 * lock message does not reveal which usernames exist. The scan stays on the account_id index
 * (NULL rows of the last lock window). Like {@link claimAttempt}, the attempt is claimed before
 * the (dummy) password check: the count and the 'unknownUser' row are written under a lock on
 * the name, so parallel guesses cannot all pass the count before any of them is logged.
 */
export async function claimUnknownUserAttempt(
  db: TDb,
  username: string,
  meta: TClientMeta,
): Promise<{ tried: boolean; lockedSeconds: number }> {
  return db.transaction(async (tx) => {
    const key = `rcwb:login:${username.toLowerCase()}`;
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const before = await unknownUserLockSeconds(tx, username);
    if (before > 0) return { tried: false, lockedSeconds: before };
    await tx.insert(loginLogs).values({
      accountId: null,
      username,
      success: false,
      reason: 'unknownUser',
      ip: meta.ip,
      userAgent: meta.userAgent,
    });
    return { tried: true, lockedSeconds: await unknownUserLockSeconds(tx, username) };
  });
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
