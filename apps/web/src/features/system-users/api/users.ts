import { queryOptions } from '@tanstack/react-query';
import type { ListParams, Option } from '@/components/resource';
import { api } from '@/lib/api';

/** A user as GET /system/user/list and /system/user/{id} answer it (mobile masked). */
export type SystemUser = {
  id: number;
  username: string;
  name: string;
  userType: number;
  status: 'active' | 'locked' | 'disabled';
  roles: string[];
  mobile: string;
  email: string;
  createdAt: string;
  lastLoginAt: string | null;
  lockedUntil: string | null;
};

export type UserInput = {
  name: string;
  userType: number | string;
  roles: string[];
  mobile?: string;
  email?: string;
};

/** The query key every users query starts with (the resource id). */
export const USERS_KEY = 'system-users';

export const listUsers = (params: ListParams, signal?: AbortSignal) =>
  api.page<SystemUser>('/system/user/list', params, { signal });

export const getUser = (id: number) => api.get<SystemUser>(`/system/user/${id}`);

/** `password` is the SM2 ciphertext of the initial password. */
export const addUser = (input: UserInput & { username: string; password: string }) =>
  api.post<{ id: number }>('/system/user', input);

export const editUser = (id: number, input: UserInput) => api.put<null>(`/system/user/${id}`, input);

export const setUserStatus = (id: number, status: 'active' | 'locked') =>
  api.put<null>(`/system/user/${id}/status`, { status });

/** `password` is the SM2 ciphertext of the new password. */
export const resetUserPassword = (id: number, password: string) =>
  api.put<null>(`/system/user/${id}/resetPwd`, { password });

export const assignUserRoles = (id: number, roles: string[]) =>
  api.put<null>(`/system/user/${id}/roles`, { roles });

export const USER_EXPORT_URL = '/system/user/export';

/** Role choices in the UI language (labels come from the server). */
export const roleOptionsQuery = (locale: string) =>
  queryOptions({
    queryKey: [USERS_KEY, 'roles', locale] as readonly unknown[],
    queryFn: ({ signal }) => api.get<Option[]>('/system/user/roleOptions', undefined, { signal }),
    staleTime: 5 * 60_000,
  });
