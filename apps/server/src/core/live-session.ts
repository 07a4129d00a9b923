import { type SQL, and, eq, isNull, sql } from 'drizzle-orm';
import type { TConfig } from '../config';
import { accounts, sessions } from '../db/schema';

/**
 * When a session still signs its user in: unrevoked, inside its absolute lifetime, used within
 * the idle timeout, and its account active. Every time is the database's clock, the same one that
 * stamped the session. Needs `session` joined with `account`; other checks of liveness (e.g. the
 * WebSocket heartbeat) should use this so the rules cannot drift apart.
 */
export const liveSessionCondition = (config: Pick<TConfig, 'sessionIdleSeconds'>): SQL =>
  and(
    isNull(sessions.revokedAt),
    sql`${sessions.expiresAt} > now()`,
    sql`${sessions.lastSeenAt} > now() - make_interval(secs => ${config.sessionIdleSeconds})`,
    eq(accounts.status, 'active'),
  )!;
