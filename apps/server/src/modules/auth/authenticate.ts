import crypto from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ALL_PERMISSION, SUPER_ROLE } from '@rcwb/shared';
import type { TSettings } from '../../core/settings';
import type { TDb } from '../../db/client';
import { accountRoles, accounts, menus, roleMenus, roles, sessions } from '../../db/schema';
import { liveSessionCondition } from '../../core/live-session';
import type { TAuthenticator, TSessionUser } from '../../core/session-user';

/** Only a hash of the bearer token is stored, so a database leak does not leak sessions. */
export const hashToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

/** A new 256-bit bearer token. */
export const newToken = (): string => crypto.randomBytes(32).toString('base64url');

/** Roles and permissions of an account: admin holds the wildcard, every role the perms of its menus. */
export async function grantsOf(
  db: TDb,
  accountId: number,
): Promise<{ roles: string[]; permissions: string[] }> {
  const roleRows = await db
    .select({ id: roles.id, key: roles.key })
    .from(accountRoles)
    .innerJoin(roles, eq(roles.id, accountRoles.roleId))
    // A disabled role grants nothing (its holders keep it for when it is enabled again).
    .where(and(eq(accountRoles.accountId, accountId), eq(roles.enabled, true)));
  const roleKeys = roleRows.map((r) => r.key);
  // The wildcard stops short of the separated permissions (shared permissions.ts), so an
  // administrator holding another role as well still gets that role's own permissions.
  if (roleKeys.length === 1 && roleKeys[0] === SUPER_ROLE)
    return { roles: roleKeys, permissions: [ALL_PERMISSION] };
  if (!roleRows.length) return { roles: [], permissions: [] };
  const permRows = await db
    .selectDistinct({ perms: menus.perms })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(
      and(
        inArray(
          roleMenus.roleId,
          roleRows.map((r) => r.id),
        ),
        eq(menus.enabled, true),
      ),
    );
  const permissions = permRows.flatMap((r) => (r.perms ? r.perms.split(',').map((p) => p.trim()) : []));
  if (roleKeys.includes(SUPER_ROLE)) permissions.push(ALL_PERMISSION);
  return { roles: roleKeys, permissions: [...new Set(permissions)].sort() };
}

/**
 * Resolves bearer tokens by {@link liveSessionCondition}. Last-seen is refreshed at most every
 * 30 s (sooner under a short idle timeout) to spare the database.
 */
export function createAuthenticator(db: TDb, settings: Pick<TSettings, 'values'>): TAuthenticator {
  return async (token) => {
    const config = settings.values();
    const refreshAfter = Math.max(1, Math.min(30, Math.floor(config.sessionIdleSeconds / 4)));
    const [row] = await db
      .select({
        sessionId: sessions.id,
        stale: sql<boolean>`${sessions.lastSeenAt} < now() - make_interval(secs => ${refreshAfter})`,
        accountId: accounts.id,
        username: accounts.username,
        name: accounts.name,
        userType: accounts.userType,
        mustChangePassword: accounts.mustChangePassword,
      })
      .from(sessions)
      .innerJoin(accounts, eq(accounts.id, sessions.accountId))
      .where(and(eq(sessions.tokenHash, hashToken(token)), liveSessionCondition(config)));
    if (!row) return null;
    if (row.stale) {
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(sessions.id, row.sessionId));
    }
    const grants = await grantsOf(db, row.accountId);
    const user: TSessionUser = {
      accountId: row.accountId,
      sessionId: row.sessionId,
      username: row.username,
      name: row.name,
      userType: row.userType,
      ...grants,
      ...(row.mustChangePassword ? { mustChangePassword: true } : {}),
    };
    return user;
  };
}
