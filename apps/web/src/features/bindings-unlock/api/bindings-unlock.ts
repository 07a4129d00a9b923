import type { ListParams } from '@/components/resource';
import { api } from '@/lib/api';

/** A third-party binding as GET /system/bindings/list answers it. */
export type Binding = {
  id: number;
  provider: string;
  subject: string;
  email: string | null;
  username: string;
  accountId: number;
  createdAt: string;
  lastUsedAt: string | null;
};

/** A locked account: by an administrator (until unlocked) or after failed sign-ins (until a time). */
export type LockedAccount = {
  id: number;
  username: string;
  userType: number;
  reason: 'admin' | 'failedLogins';
  failedLogins: number;
  lockedUntil: string | null;
  since: string;
};

export const BINDINGS_KEY = 'staff-bindings';
export const LOCKED_KEY = 'staff-locked-accounts';

export const listBindings = (params: ListParams, signal?: AbortSignal) =>
  api.page<Binding>('/system/bindings/list', params, { signal });
export const removeBinding = (id: number) => api.delete<null>(`/system/bindings/${id}`);
export const listLocked = (params: ListParams, signal?: AbortSignal) =>
  api.page<LockedAccount>('/system/locked/list', params, { signal });
export const unlockAccount = (id: number) => api.put<null>(`/system/user/${id}/unlock`);
