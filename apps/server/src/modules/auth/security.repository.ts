import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import { accounts, loginLogs, sessions } from '../../db/schema';
import { liveSessionCondition } from '../../core/live-session';
import { pageOf } from '../../core/paging';

/** The account's sessions that still sign it in, most recently used first. */
export async function liveSessionsOf(
  db: TDb,
  config: Pick<TConfig, 'sessionIdleSeconds'>,
  accountId: number,
) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.accountId, accountId), liveSessionCondition(config)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

/**
 * Ends one of the account's own sessions, never the one in use. Returns whether a live session
 * was ended: another account's id and an ended session both give false.
 */
export async function revokeOwnSession(
  db: TDb,
  accountId: number,
  sessionId: number,
  currentSessionId: number,
): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.accountId, accountId),
        ne(sessions.id, currentSessionId),
        sql`${sessions.revokedAt} IS NULL`,
        sql`${sessions.expiresAt} > now()`,
      ),
    )
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** The account's own sign-ins (failed ones included), newest first. */
export async function loginHistoryOf(db: TDb, accountId: number, page: number, limit: number) {
  const where = eq(loginLogs.accountId, accountId);
  return pageOf(
    { page, limit },
    db
      .select({
        id: loginLogs.id,
        success: loginLogs.success,
        reason: loginLogs.reason,
        ip: loginLogs.ip,
        userAgent: loginLogs.userAgent,
        createdAt: loginLogs.createdAt,
      })
      .from(loginLogs)
      .where(where)
      .orderBy(desc(loginLogs.createdAt), desc(loginLogs.id)),
    db.select({ n: count() }).from(loginLogs).where(where),
  );
}
