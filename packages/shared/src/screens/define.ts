import type { TRole } from '../permissions';
import type { TTitles } from './types';

/** Titles from the Chinese and English names (in the order the menus list them). */
export const titles = (zh: string, en: string): TTitles => ({ 'zh-CN': zh, en });

/** A button entry; the literal permission is kept so that `TPermission` can collect it. */
export const button = <const P extends string>(
  action: string,
  perm: P,
  zh: string,
  en: string,
  sort?: number,
  roles?: readonly TRole[],
) => ({
  action,
  perm,
  titles: titles(zh, en),
  ...(sort === undefined ? {} : { sort }),
  ...(roles ? { roles } : {}),
});

export const ORG = ['org'] as const satisfies readonly TRole[];
export const PERSON = ['person'] as const satisfies readonly TRole[];
export const STAFF = ['admin', 'reviewer'] as const satisfies readonly TRole[];
export const ADMIN = ['admin'] as const satisfies readonly TRole[];
/** The audit logs' readers: not `admin` (separation of duties, see permissions.ts). */
export const AUDITORS = ['auditor'] as const satisfies readonly TRole[];
export const AUTHORS = ['person', 'org'] as const satisfies readonly TRole[];
/** Every role of DOMAIN.md (every signed-in user). */
export const EVERYONE = [
  'admin',
  'reviewer',
  'archivist',
  'editor',
  'expert',
  'person',
  'org',
  'auditor',
] as const satisfies readonly TRole[];
