import { and, eq, inArray } from 'drizzle-orm';
import { SUPER_ROLE, isSeparatedPermission } from '@rcwb/shared';
import type { TDb } from '../../db/client';
import { menus, roleMenus, roles } from '../../db/schema';
import { visibleMenus, type TMenuRow } from './router-tree';

const columns = {
  id: menus.id,
  parentId: menus.parentId,
  type: menus.type,
  path: menus.path,
  component: menus.component,
  query: menus.query,
  titleZh: menus.titleZh,
  titleEn: menus.titleEn,
  icon: menus.icon,
  sort: menus.sort,
  hidden: menus.hidden,
  link: menus.link,
  noCache: menus.noCache,
  affix: menus.affix,
  alwaysShow: menus.alwaysShow,
  activeMenu: menus.activeMenu,
  breadcrumb: menus.breadcrumb,
  perms: menus.perms,
};

/**
 * The enabled directories and screens the roles may see (admin: all of them but the screens of
 * separated permissions, which only a role granted them sees). The menu table is small (hundreds
 * of rows), so it is read whole and filtered in memory.
 */
export async function menuRowsForRoles(db: TDb, roleKeys: string[]): Promise<TMenuRow[]> {
  if (!roleKeys.length) return [];
  const rows = await db
    .select(columns)
    .from(menus)
    .where(and(eq(menus.enabled, true), inArray(menus.type, ['M', 'C'])));
  const all: TMenuRow[] = rows.map(({ perms: _perms, ...row }) => row);
  const granted = new Set(
    (
      await db
        .selectDistinct({ id: roleMenus.menuId })
        .from(roleMenus)
        .innerJoin(roles, eq(roles.id, roleMenus.roleId))
        .where(inArray(roles.key, roleKeys))
    ).map((g) => g.id),
  );
  if (roleKeys.includes(SUPER_ROLE)) {
    const separated = (perms: string | null) =>
      !!perms?.split(',').some((p) => isSeparatedPermission(p.trim()));
    const allowed = new Set(rows.filter((r) => !separated(r.perms) || granted.has(r.id)).map((r) => r.id));
    return all.filter((r) => allowed.has(r.id));
  }
  return visibleMenus(all, granted);
}
