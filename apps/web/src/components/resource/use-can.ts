import { useCallback } from 'react';
import { type TPermission, hasPermiOr } from '@rcwb/shared';
import { useSession } from '@/stores/session-store';

/** Checks permissions (any-of, `*:*:*` passes) against the signed-in user's, re-checked on change. */
export function useCan(): (perms: readonly TPermission[]) => boolean {
  const permissions = useSession((s) => s.permissions);
  return useCallback((perms) => hasPermiOr(permissions, perms), [permissions]);
}
