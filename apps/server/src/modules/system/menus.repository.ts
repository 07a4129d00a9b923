import { and, eq, inArray } from 'drizzle-orm';
import { ACCOUNT_KIND_ROLES, SUPER_ROLE, isSeparatedPermission } from '@rcwb/shared';
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

const ACCOUNT_KIND: ReadonlySet<string> = new Set(ACCOUNT_KIND_ROLES);

/**
 * The enabled directories and screens the roles may see. The administrator sees every one but
 * the screens of separated permissions (only a role granted them sees those) and the screens
 * given to account kinds alone (a person's, an organisation's or an expert's own pages, which a
 * staff account has nothing to do in). The menu table is small (hundreds of rows), so it is read
 * whole and filtered in memory.
 */
export async function menuRowsForRoles(db: TDb, roleKeys: string[]): Promise<TMenuRow[]> {
  if (!roleKeys.length) return [];
  const rows = await db
    .select(columns)
    .from(menus)
    .where(and(eq(menus.enabled, true), inArray(menus.type, ['M', 'C'])));
  const all: TMenuRow[] = rows.map(({ perms: _perms, ...row }) => row);
  const links = await db
    .select({ menuId: roleMenus.menuId, role: roles.key })
    .from(roleMenus)
    .innerJoin(roles, eq(roles.id, roleMenus.roleId));
  const granted = new Set(links.filter((l) => roleKeys.includes(l.role)).map((l) => l.menuId));
  if (roleKeys.includes(SUPER_ROLE)) {
    const holders = new Map<number, string[]>();
    for (const l of links) holders.set(l.menuId, [...(holders.get(l.menuId) ?? []), l.role]);
    // A row nobody holds (an administrator's new entry) stays visible to the administrator.
    const accountKindOnly = (id: number) => {
      const held = holders.get(id);
      return !!held?.length && held.every((r) => ACCOUNT_KIND.has(r));
    };
    const separated = (perms: string | null) =>
      !!perms?.split(',').some((p) => isSeparatedPermission(p.trim()));
    const allowed = new Set(
      rows
        .filter((r) => granted.has(r.id) || (!separated(r.perms) && !accountKindOnly(r.id)))
        .map((r) => r.id),
    );
    // Parents come with what they hold, as for every other role.
    return visibleMenus(all, allowed);
  }
  return visibleMenus(all, granted);
}
