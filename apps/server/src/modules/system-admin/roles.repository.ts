import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import type { TExec } from '../../core/tx';
import { type TPaging, likePattern, pageOf } from '../../core/paging';
import { accountRoles, menus, roleMenuRevocations, roleMenus, roles } from '../../db/schema';

export type TRoleRow = typeof roles.$inferSelect;

export function pageOfRoles(db: TDb, f: { keyword?: string | undefined }, paging: TPaging) {
  const where = f.keyword
    ? or(
        ilike(roles.key, likePattern(f.keyword)),
        ilike(roles.nameZh, likePattern(f.keyword)),
        ilike(roles.nameEn, likePattern(f.keyword)),
      )
    : undefined;
  const holders = db
    .select({ roleId: accountRoles.roleId, n: count().as('n') })
    .from(accountRoles)
    .groupBy(accountRoles.roleId)
    .as('holders');
  return pageOf(
    paging,
    db
      .select({ role: roles, users: sql<number>`coalesce(${holders.n}, 0)::int` })
      .from(roles)
      .leftJoin(holders, eq(holders.roleId, roles.id))
      .where(where)
      .orderBy(asc(roles.sort), asc(roles.id)),
    db.select({ n: count() }).from(roles).where(where),
  );
}

export async function lockRole(tx: TExec, id: number): Promise<TRoleRow | undefined> {
  const [row] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
  return row;
}

export async function roleByKey(db: TExec, key: string): Promise<TRoleRow | undefined> {
  const [row] = await db.select().from(roles).where(eq(roles.key, key));
  return row;
}

export async function insertRole(db: TExec, values: typeof roles.$inferInsert): Promise<number> {
  const [row] = await db.insert(roles).values(values).returning({ id: roles.id });
  return row!.id;
}

export async function updateRole(db: TExec, id: number, values: Partial<typeof roles.$inferInsert>) {
  await db.update(roles).set(values).where(eq(roles.id, id));
}

/** Every live menu row (enabled, not retired): the permission tree's nodes. */
export function liveMenus(db: TExec) {
  return db
    .select({
      id: menus.id,
      parentId: menus.parentId,
      menuKey: menus.menuKey,
      type: menus.type,
      titleZh: menus.titleZh,
      titleEn: menus.titleEn,
      perms: menus.perms,
      sort: menus.sort,
    })
    .from(menus)
    .where(and(eq(menus.enabled, true), isNull(menus.retiredAt)))
    .orderBy(asc(menus.sort), asc(menus.id));
}

export type TLink = { roleId: number; menuId: number; origin: 'code' | 'admin' };

/** Every role's links to live menus (a few thousand rows at most). */
export function allLinks(db: TExec): Promise<TLink[]> {
  return db
    .select({ roleId: roleMenus.roleId, menuId: roleMenus.menuId, origin: roleMenus.origin })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(and(eq(menus.enabled, true), isNull(menus.retiredAt)));
}

export async function removeLinks(tx: TExec, roleId: number, menuIds: number[]) {
  if (!menuIds.length) return;
  await tx.delete(roleMenus).where(and(eq(roleMenus.roleId, roleId), inArray(roleMenus.menuId, menuIds)));
}

/** The administrator took these code grants away: the menu sync must not give them back. */
export async function recordRevocations(tx: TExec, roleId: number, menuIds: number[]) {
  if (!menuIds.length) return;
  await tx
    .insert(roleMenuRevocations)
    .values(menuIds.map((menuId) => ({ roleId, menuId })))
    .onConflictDoNothing();
}

/** Granted by hand: kept by the sync whatever the code says, and no longer revoked. */
export async function grantByHand(tx: TExec, roleId: number, menuIds: number[]) {
  if (!menuIds.length) return;
  await tx
    .delete(roleMenuRevocations)
    .where(and(eq(roleMenuRevocations.roleId, roleId), inArray(roleMenuRevocations.menuId, menuIds)));
  await tx
    .insert(roleMenus)
    .values(menuIds.map((menuId) => ({ roleId, menuId, origin: 'admin' as const })))
    .onConflictDoNothing();
}
