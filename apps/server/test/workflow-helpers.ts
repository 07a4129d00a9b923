import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { accountRoles, accounts, roles } from '../src/db/schema';
import type { TSessionUser } from '../src/core/session-user';
import type { TTestApp } from './harness';

const USER_TYPES = { staff: 0, person: 1, org: 2, expert: 3 } as const;

/**
 * An account with one role, made in the database, as the engine's actor (the session user a route
 * would hand it). Permissions are given explicitly: the engine checks what the session carries.
 */
export async function makeActor(
  t: TTestApp,
  role: 'person' | 'org' | 'reviewer' | 'expert' | 'admin',
  permissions: string[] = [],
): Promise<TSessionUser> {
  const username = `${role}${crypto.randomBytes(4).toString('hex')}`;
  const userType = role === 'reviewer' || role === 'admin' ? USER_TYPES.staff : USER_TYPES[role];
  const [account] = await t.deps.db
    .insert(accounts)
    .values({ username, passwordHash: 'x', userType, name: `${role} ${username.slice(-4)}` })
    .returning({ id: accounts.id, name: accounts.name });
  const [r] = await t.deps.db.select({ id: roles.id }).from(roles).where(eq(roles.key, role));
  await t.deps.db.insert(accountRoles).values({ accountId: account!.id, roleId: r!.id });
  return {
    accountId: account!.id,
    sessionId: 0,
    username,
    name: account!.name,
    userType,
    roles: [role],
    permissions,
  };
}
