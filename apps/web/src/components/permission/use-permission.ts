import { useMemo } from 'react';
import {
  type TPermission,
  assertCheckValue,
  hasPermiAnd,
  hasPermiOr,
  hasRoleAnd,
  hasRoleOr,
} from '@rcwb/shared';
import { useSession } from '@/stores/session-store';

/** 'any' (default): one listed value is enough; 'all': every listed value is needed. */
export type CheckMode = 'any' | 'all';

type Values = readonly string[] | string;

/**
 * True when the signed-in user holds the permissions (SPEC §6: `*:*:*` holds them all). An empty or
 * missing list is a developer error and throws, as the classic directive does. Re-renders when the
 * user's permissions change.
 */
export function usePermission(perms: readonly TPermission[] | TPermission, mode: CheckMode = 'any'): boolean {
  const wanted = assertCheckValue('permissions', perms);
  const held = useSession((s) => s.permissions);
  return mode === 'all' ? hasPermiAnd(held, wanted) : hasPermiOr(held, wanted);
}

/** True when the user has the roles (SPEC §6: 'admin' passes every role check); throws on empty. */
export function useRole(roles: Values, mode: CheckMode = 'any'): boolean {
  const wanted = assertCheckValue('roles', roles);
  const held = useSession((s) => s.roles);
  return mode === 'all' ? hasRoleAnd(held, wanted) : hasRoleOr(held, wanted);
}

export type AccessCheck = {
  /** Empty input gives false (no throw): for lists built at run time, e.g. table actions. */
  hasPermi(perms: readonly TPermission[] | TPermission, mode?: CheckMode): boolean;
  hasRole(roles: Values, mode?: CheckMode): boolean;
};

/** Checker functions bound to the current user, for code that filters many items at once. */
export function useAccess(): AccessCheck {
  const permissions = useSession((s) => s.permissions);
  const roles = useSession((s) => s.roles);
  return useMemo(
    () => ({
      hasPermi: (perms, mode = 'any') =>
        mode === 'all' ? hasPermiAnd(permissions, perms) : hasPermiOr(permissions, perms),
      hasRole: (wanted, mode = 'any') =>
        mode === 'all' ? hasRoleAnd(roles, wanted) : hasRoleOr(roles, wanted),
    }),
    [permissions, roles],
  );
}
