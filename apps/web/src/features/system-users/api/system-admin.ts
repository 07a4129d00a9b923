import { queryOptions } from '@tanstack/react-query';
import type { ListParams, Option } from '@/components/resource';
import { api } from '@/lib/api';

/** A role as GET /system/role/list answers it. */
export type Role = {
  id: number;
  key: string;
  name: string;
  nameZh: string;
  nameEn: string;
  sort: number;
  enabled: boolean;
  builtIn: boolean;
  users: number;
};

export type RoleInput = { nameZh: string; nameEn: string; sort?: number };

/** A menu, screen or button row of the permission tree. */
export type PermissionNode = {
  id: number;
  parentId: number | null;
  key: string;
  type: 'M' | 'C' | 'F';
  title: string;
  perms: string | null;
};

export type RolePermissions = {
  editable: boolean;
  nodes: PermissionNode[];
  checked: number[];
  essential: number[];
};

export const ROLES_KEY = 'system-roles';

export const listRoles = (params: ListParams, signal?: AbortSignal) =>
  api.page<Role>('/system/role/list', params, { signal });
export const addRole = (input: RoleInput & { key: string }) =>
  api.post<{ id: number }>('/system/role', input);
export const editRole = (id: number, input: RoleInput) => api.put<null>(`/system/role/${id}`, input);
export const setRoleEnabled = (id: number, enabled: boolean) =>
  api.put<null>(`/system/role/${id}/status`, { enabled });
export const rolePermissionsQuery = (id: number, locale: string) =>
  queryOptions({
    queryKey: [ROLES_KEY, 'menus', id, locale] as readonly unknown[],
    queryFn: ({ signal }) => api.get<RolePermissions>(`/system/role/${id}/menus`, undefined, { signal }),
  });
export const setRolePermissions = (id: number, menuIds: number[]) =>
  api.put<null>(`/system/role/${id}/menus`, { menuIds });

/** A dictionary type as GET /system/dict-type/list answers it. */
export type DictType = { type: string; name: string; enabled: boolean; entries: number; tree: boolean };

export type DictEntry = {
  id: number;
  dictType: string;
  value: string;
  labelZh: string;
  labelEn: string;
  parentValue: string | null;
  sort: number;
  cssClass: string;
  listClass: string;
  enabled: boolean;
  /** How many entries have this one as their parent (tree dictionaries). */
  children: number;
};

export type DictEntryInput = {
  labelZh: string;
  labelEn: string;
  sort: number;
  cssClass?: string;
  listClass?: string;
};

export const DICT_ENTRIES_KEY = 'system-dict-entries';

export const dictTypesQuery = (locale: string) =>
  queryOptions({
    queryKey: [DICT_ENTRIES_KEY, 'types', locale] as readonly unknown[],
    queryFn: ({ signal }) => api.get<DictType[]>('/system/dict-type/list', undefined, { signal }),
  });

/** The type choices of the filter: "name (type)". */
export const dictTypeOptionsQuery = (locale: string) =>
  queryOptions({
    queryKey: [DICT_ENTRIES_KEY, 'typeOptions', locale] as readonly unknown[],
    queryFn: async ({ signal }): Promise<Option[]> =>
      (await api.get<DictType[]>('/system/dict-type/list', undefined, { signal })).map((d) => ({
        value: d.type,
        label: `${d.name} (${d.type})`,
      })),
  });

/** Nothing to list until a dictionary is chosen. */
export const listDictEntries = (params: ListParams, signal?: AbortSignal) =>
  params.dictType
    ? api.page<DictEntry>('/system/dict-entry/list', params, { signal })
    : Promise.resolve({ code: 200, msg: '', rows: [] as DictEntry[], total: 0 });
export const addDictEntry = (
  input: DictEntryInput & { dictType: string; value: string; parentValue?: string },
) => api.post<{ id: number }>('/system/dict-entry', input);
export const editDictEntry = (id: number, input: DictEntryInput) =>
  api.put<null>(`/system/dict-entry/${id}`, input);
export const setDictEntryEnabled = (id: number, enabled: boolean) =>
  api.put<null>(`/system/dict-entry/${id}/status`, { enabled });

/** A run-time parameter with its range, default and last change. */
export type SystemParam = {
  key: string;
  type: 'boolean' | 'integer';
  value: boolean | number;
  defaultValue: boolean | number;
  min?: number;
  max?: number;
  stored: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
};

export type ParamChange = {
  id: number;
  key: string;
  oldValue: boolean | number | null;
  newValue: boolean | number | null;
  changedAt: string;
  username: string | null;
};

export const PARAMS_KEY = 'system-params';

/** The parameters are few: one call, served as one page. */
export const listParams = async (_params: ListParams, signal?: AbortSignal) => {
  const rows = await api.get<SystemParam[]>('/system/param/list', undefined, { signal });
  return { code: 200, msg: '', rows, total: rows.length };
};
export const setParam = (key: string, value: boolean | number | null) =>
  api.put<null>(`/system/param/${key}`, { value });
export const paramHistoryQuery = (key: string) =>
  queryOptions({
    queryKey: [PARAMS_KEY, 'history', key] as readonly unknown[],
    queryFn: ({ signal }) =>
      api.page<ParamChange>('/system/param/history', { key, page: 1, limit: 20 }, { signal }),
  });
