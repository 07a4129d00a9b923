import type { TLocale } from '@rcwb/shared';
import { ROLE_DEFS } from '../../core/roles';
import type { TRoleRow } from './roles.repository';

const BUILT_IN: ReadonlySet<string> = new Set(ROLE_DEFS.map((r) => r.key));
export const isBuiltInRole = (key: string): boolean => BUILT_IN.has(key);

export const presentRole = (r: TRoleRow, users: number, locale: TLocale) => ({
  id: r.id,
  key: r.key,
  name: locale === 'zh-CN' ? r.nameZh : r.nameEn,
  nameZh: r.nameZh,
  nameEn: r.nameEn,
  sort: r.sort,
  enabled: r.enabled,
  builtIn: isBuiltInRole(r.key),
  users,
});

export type TPermissionNode = {
  id: number;
  parentId: number | null;
  key: string;
  type: 'M' | 'C' | 'F';
  title: string;
  perms: string | null;
};
