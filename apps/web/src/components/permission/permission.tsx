import type { ReactNode } from 'react';
import type { TPermission } from '@rcwb/shared';
import { type CheckMode, usePermission, useRole } from './use-permission';

type Common = {
  mode?: CheckMode;
  children?: ReactNode;
  /** Rendered instead when the check fails (default: nothing, like the classic directive). */
  fallback?: ReactNode;
};

/**
 * Renders its children only for users holding the permissions (any of them; `mode="all"`: every
 * one). `perms` must not be empty: that throws, since it is always a coding mistake. Only
 * permissions the screen manifest declares type-check.
 */
export function Permission({
  perms,
  mode,
  children,
  fallback = null,
}: Common & { perms: readonly TPermission[] | TPermission }) {
  return usePermission(perms, mode) ? children : fallback;
}

/** Renders its children only for users with the roles (admin passes); `roles` must not be empty. */
export function Role({
  roles,
  mode,
  children,
  fallback = null,
}: Common & { roles: readonly string[] | string }) {
  return useRole(roles, mode) ? children : fallback;
}
