import { type SQL, and, asc, count, desc, eq, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { accountRoles, accounts, roles, sessions } from '../../db/schema';
import { fromBound, likePattern, pageOf, toBound } from '../../core/paging';
import type { TExec } from '../../core/tx';
import type { TUserFilters } from './system-users.schemas';

/**
 * Role keys of the account, in the roles' display order. Written out in SQL: drizzle leaves the
 * outer column unqualified in a single-table select, which would not correlate the subquery.
 */
const roleKeys = sql<string[]>`coalesce((
  select array_agg(r.key order by r.sort) from account_role ar join role r on r.id = ar.role_id
  where ar.account_id = "account"."id"), '{}')`;

const columns = {
  id: accounts.id,
  username: accounts.username,
  name: accounts.name,
  userType: accounts.userType,
  status: accounts.status,
  mobile: accounts.mobile,
  email: accounts.email,
  createdAt: accounts.createdAt,
  lastLoginAt: accounts.lastLoginAt,
  lockedUntil: accounts.lockedUntil,
  roles: roleKeys,
};

export type TUserRow = {
  id: number;
  username: string;
  name: string;
  userType: number;
  status: 'active' | 'locked' | 'disabled';
  mobile: string | null;
  email: string | null;
  createdAt: Date;
  lastLoginAt: Date | null;
  lockedUntil: Date | null;
  roles: string[];
};

function whereOf(f: TUserFilters): SQL | undefined {
  const like = f.keyword ? likePattern(f.keyword) : undefined;
  return and(
    like
      ? or(
          sql`${accounts.username} ilike ${like}`,
          sql`${accounts.name} ilike ${like}`,
          sql`${accounts.mobile} ilike ${like}`,
        )
      : undefined,
    f.userType === undefined ? undefined : eq(accounts.userType, f.userType),
    f.status ? eq(accounts.status, f.status) : undefined,
    f.role
      ? sql`exists (select 1 from account_role ar join role r on r.id = ar.role_id
          where ar.account_id = "account"."id" and r.key = ${f.role})`
      : undefined,
    f.createdFrom ? gte(accounts.createdAt, fromBound(f.createdFrom)) : undefined,
    f.createdTo ? lt(accounts.createdAt, toBound(f.createdTo)) : undefined,
  );
}

export async function listUsers(
  db: TDb,
  f: TUserFilters,
  paging: { page: number; limit: number },
): Promise<{ rows: TUserRow[]; total: number }> {
  const where = whereOf(f);
  const { rows, total } = await pageOf(
    paging,
    db.select(columns).from(accounts).where(where).orderBy(desc(accounts.createdAt), desc(accounts.id)),
    db.select({ n: count() }).from(accounts).where(where),
  );
  return { rows: rows as TUserRow[], total };
}

/** Every matching user for an export, capped so one request cannot build an unbounded sheet. */
export async function usersForExport(db: TDb, f: TUserFilters, cap: number): Promise<TUserRow[]> {
  const rows = await db
    .select(columns)
    .from(accounts)
    .where(whereOf(f))
    .orderBy(desc(accounts.createdAt), desc(accounts.id))
    .limit(cap);
  return rows as TUserRow[];
}

export async function findUser(db: TExec, id: number): Promise<TUserRow | undefined> {
  const [row] = await db.select(columns).from(accounts).where(eq(accounts.id, id));
  return row as TUserRow | undefined;
}

export async function usernameTaken(db: TExec, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(sql`lower(${accounts.username}) = lower(${username})`)
    .limit(1);
  return !!row;
}

/** Ids of the given role keys; keys that do not exist are simply absent from the map. */
export async function roleIdsOf(db: TExec, keys: string[]): Promise<Map<string, number>> {
  if (!keys.length) return new Map();
  const rows = await db.select({ id: roles.id, key: roles.key }).from(roles).where(inArray(roles.key, keys));
  return new Map(rows.map((r) => [r.key, r.id]));
}

export async function roleOptions(db: TDb) {
  return db
    .select({ key: roles.key, nameZh: roles.nameZh, nameEn: roles.nameEn })
    .from(roles)
    .orderBy(asc(roles.sort), asc(roles.id));
}

export async function insertUser(db: TExec, values: typeof accounts.$inferInsert): Promise<number> {
  const [row] = await db.insert(accounts).values(values).returning({ id: accounts.id });
  return row!.id;
}

export async function updateUser(
  db: TExec,
  id: number,
  values: Partial<Pick<typeof accounts.$inferInsert, 'name' | 'userType' | 'mobile' | 'email'>>,
): Promise<void> {
  await db
    .update(accounts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(accounts.id, id));
}

export async function replaceRoles(db: TExec, accountId: number, roleIds: number[]): Promise<void> {
  await db.delete(accountRoles).where(eq(accountRoles.accountId, accountId));
  if (roleIds.length) await db.insert(accountRoles).values(roleIds.map((roleId) => ({ accountId, roleId })));
}

/** Unlocking also forgets failed sign-ins, so the account is usable at once. */
export async function setStatus(db: TExec, id: number, status: 'active' | 'locked'): Promise<void> {
  await db
    .update(accounts)
    .set({
      status,
      updatedAt: sql`now()`,
      ...(status === 'active' ? { failedLogins: 0, lockedUntil: null } : {}),
    })
    .where(eq(accounts.id, id));
}

export async function setPasswordHash(db: TExec, id: number, passwordHash: string): Promise<void> {
  await db
    .update(accounts)
    .set({ passwordHash, failedLogins: 0, lockedUntil: null, updatedAt: sql`now()` })
    .where(eq(accounts.id, id));
}

/** Ends every open session of the account (except one, when given); returns how many ended. */
export async function revokeSessions(db: TExec, accountId: number, keep?: number): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.accountId, accountId),
        isNull(sessions.revokedAt),
        keep === undefined ? undefined : ne(sessions.id, keep),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}
