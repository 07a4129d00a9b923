import { type TPermission, type TRole, hasPermiOr, hasRoleOr } from '@rcwb/shared';

/** Who may open a local route (SPEC §6): permissions any-of, else roles any-of, else everyone. */
export type AccessRule = { permissions?: readonly TPermission[]; roles?: readonly TRole[] };

export type Holder = { permissions: readonly string[]; roles: readonly string[] };

export function canAccess(rule: AccessRule, holder: Holder): boolean {
  if (rule.permissions) return hasPermiOr(holder.permissions, rule.permissions);
  if (rule.roles) return hasRoleOr(holder.roles, rule.roles);
  return true;
}
