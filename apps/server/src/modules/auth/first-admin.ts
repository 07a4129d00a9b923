import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SUPER_ROLE, UserType, checkPasswordPolicy } from '@rcwb/shared';
import type { TDb } from '../../db/client';
import { accountRoles, accounts, roles } from '../../db/schema';
import { hashPassword } from './password';

/** Letters and digits that cannot be mistaken for each other when read off a terminal. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A one-time password of 20 characters that meets the shared policy (all four classes). */
export function generatePassword(): string {
  for (;;) {
    const body = Array.from({ length: 18 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join('');
    const password = `${body.slice(0, 9)}-${body.slice(9)}#`;
    if (checkPasswordPolicy(password, null).ok && /[A-Z]/.test(password) && /[a-z]/.test(password))
      return password;
  }
}

export type TFirstAdmin = { username: string; password: string; created: boolean };

/**
 * Creates an administrator with a generated password that must be changed at the first sign-in
 * (the way to get a first administrator when demo mode is off). An existing account of that name
 * is left alone and `created` is false: the command never resets someone's password.
 */
export async function createAdministrator(
  db: TDb,
  input: { username: string; name: string },
): Promise<TFirstAdmin> {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accounts)
      .values({
        username: input.username,
        name: input.name,
        userType: UserType.staff,
        passwordHash,
        mustChangePassword: true,
        profileComplete: true,
      })
      .onConflictDoNothing()
      .returning({ id: accounts.id });
    if (!row) return { username: input.username, password: '', created: false };
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.key, SUPER_ROLE));
    if (!role) throw new Error(`the ${SUPER_ROLE} role is missing: run the seeds first (npm run db:seed)`);
    await tx.insert(accountRoles).values({ accountId: row.id, roleId: role.id });
    return { username: input.username, password, created: true };
  });
}

/** How many active administrators there are (the command says so when one already exists). */
export async function administratorCount(db: TDb): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(accountRoles)
    .innerJoin(roles, eq(roles.id, accountRoles.roleId))
    .innerJoin(accounts, eq(accounts.id, accountRoles.accountId))
    .where(sql`${roles.key} = ${SUPER_ROLE} AND ${accounts.status} = 'active'`);
  return row?.n ?? 0;
}
