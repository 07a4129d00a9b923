import { type TLocale, SUPER_ROLE, AUDITOR_ROLE, isSeparatedPermission } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { AppError, notFound, warning } from '../../core/errors';
import type { TPaging } from '../../core/paging';
import { page } from '../../core/route';
import type { TExec } from '../../core/tx';
import { type TPermissionNode, isBuiltInRole, presentRole } from './roles.presenter';
import {
  type TLink,
  allLinks,
  grantByHand,
  insertRole,
  liveMenus,
  lockRole,
  pageOfRoles,
  recordRevocations,
  removeLinks,
  roleByKey,
  updateRole,
} from './roles.repository';

export type TRoleInput = { nameZh: string; nameEn: string; sort?: number | undefined };

const fieldError = (field: string, key: string): AppError =>
  new AppError(601, key, undefined, { fields: { [field]: key } });

/**
 * The permissions a built-in role must keep: the menu rows the code gives to it alone. Taken
 * away, nobody could use them any more (an individual's own pages, an organisation's, the audit
 * logs the auditor alone reads), and the administrator's role cannot stand in for them.
 */
function essentialOf(roleId: number, roleKey: string, links: TLink[]): Set<number> {
  if (!isBuiltInRole(roleKey)) return new Set();
  const codeHolders = new Map<number, Set<number>>();
  for (const l of links)
    if (l.origin === 'code')
      codeHolders.set(l.menuId, (codeHolders.get(l.menuId) ?? new Set()).add(l.roleId));
  return new Set(
    [...codeHolders].filter(([, holders]) => holders.size === 1 && holders.has(roleId)).map(([id]) => id),
  );
}

async function mustExist(tx: TExec, id: number) {
  const role = await lockRole(tx, id);
  if (!role) throw notFound('systemAdmin.role.notFound');
  return role;
}

/** Roles with their menus and button permissions (g300101, roles tab). */
export function createRoleService(deps: TDeps) {
  const { db } = deps;
  return {
    async list(f: { keyword?: string | undefined }, paging: TPaging, locale: TLocale) {
      const { rows, total } = await pageOfRoles(db, f, paging);
      return page(
        rows.map((r) => presentRole(r.role, r.users, locale)),
        total,
      );
    },

    async create(input: TRoleInput & { key: string }): Promise<{ id: number }> {
      return db.transaction(async (tx) => {
        if (await roleByKey(tx, input.key)) throw fieldError('key', 'systemAdmin.role.keyTaken');
        const id = await insertRole(tx, {
          key: input.key,
          nameZh: input.nameZh,
          nameEn: input.nameEn,
          sort: input.sort ?? 100,
        });
        return { id };
      });
    },

    async edit(id: number, input: TRoleInput): Promise<void> {
      await db.transaction(async (tx) => {
        await mustExist(tx, id);
        await updateRole(tx, id, {
          nameZh: input.nameZh,
          nameEn: input.nameEn,
          ...(input.sort === undefined ? {} : { sort: input.sort }),
        });
      });
    },

    /** Built-in roles stay enabled: the portal's own accounts and pages are made for them. */
    async setEnabled(id: number, enabled: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        const role = await mustExist(tx, id);
        if (!enabled && isBuiltInRole(role.key)) throw warning('systemAdmin.role.builtInStays');
        await updateRole(tx, id, { enabled });
      });
    },

    /** The permission tree, what the role holds and what it must keep (with why). */
    async permissions(id: number, locale: TLocale) {
      const role = await mustExist(db, id);
      const [nodes, links] = await Promise.all([liveMenus(db), allLinks(db)]);
      const held = links.filter((l) => l.roleId === id).map((l) => l.menuId);
      const essential = essentialOf(id, role.key, links);
      return {
        role: presentRole(role, 0, locale),
        // The administrator holds everything by the wildcard: its links are not its permissions.
        editable: role.key !== SUPER_ROLE,
        nodes: nodes.map((n): TPermissionNode => ({
          id: n.id,
          parentId: n.parentId,
          key: n.menuKey,
          type: n.type,
          title: locale === 'zh-CN' ? n.titleZh : n.titleEn,
          perms: n.perms,
        })),
        checked: held,
        essential: [...essential],
      };
    },

    /**
     * Replaces the role's menus and buttons. A code grant taken away is recorded so that the
     * menu sync does not restore it on the next start; a grant given is marked as by hand.
     */
    async setPermissions(id: number, menuIds: number[], locale: TLocale): Promise<void> {
      await db.transaction(async (tx) => {
        const role = await mustExist(tx, id);
        if (role.key === SUPER_ROLE) throw warning('systemAdmin.role.adminFixed');
        // One after the other: a transaction is one connection, which runs one query at a time.
        const nodes = await liveMenus(tx);
        const links = await allLinks(tx);
        const byId = new Map(nodes.map((n) => [n.id, n]));
        const titleOf = (menuId: number) => {
          const n = byId.get(menuId);
          return (locale === 'zh-CN' ? n?.titleZh : n?.titleEn) ?? '';
        };
        const want = new Set(menuIds);
        for (const menuId of want) {
          const node = byId.get(menuId);
          if (!node) throw warning('systemAdmin.role.menuUnknown');
          // Separation of duties: only the auditor's role may read the audit logs.
          if (
            role.key !== AUDITOR_ROLE &&
            node.perms?.split(',').some((p) => isSeparatedPermission(p.trim()))
          )
            throw warning('systemAdmin.role.separated', { name: titleOf(menuId) });
        }
        const missing = [...essentialOf(id, role.key, links)].filter((m) => !want.has(m));
        if (missing.length) throw warning('systemAdmin.role.essential', { name: titleOf(missing[0]!) });
        const mine = links.filter((l) => l.roleId === id);
        const have = new Set(mine.map((l) => l.menuId));
        const removed = mine.filter((l) => !want.has(l.menuId));
        await removeLinks(
          tx,
          id,
          removed.map((l) => l.menuId),
        );
        await recordRevocations(
          tx,
          id,
          removed.filter((l) => l.origin === 'code').map((l) => l.menuId),
        );
        await grantByHand(
          tx,
          id,
          [...want].filter((m) => !have.has(m)),
        );
      });
    },
  };
}
