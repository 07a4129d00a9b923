import { maskMobile } from '@rcwb/shared';
import type { TUserRow } from './system-users.repository';

/**
 * A user as the management screen sees it. The mobile number is masked: it is never the
 * viewer's own record here (docs: personal data masked in every response that is not the owner's).
 */
export const presentUser = (u: TUserRow) => ({
  id: u.id,
  username: u.username,
  name: u.name,
  userType: u.userType,
  status: u.status,
  roles: u.roles,
  mobile: u.mobile ? maskMobile(u.mobile) : '',
  email: u.email ?? '',
  createdAt: u.createdAt.toISOString(),
  lastLoginAt: u.lastLoginAt ? u.lastLoginAt.toISOString() : null,
  /** Set while failed sign-ins keep the account locked (separate from an administrator's lock). */
  lockedUntil: u.lockedUntil && u.lockedUntil > new Date() ? u.lockedUntil.toISOString() : null,
});

export type TUserView = ReturnType<typeof presentUser>;

export const presentRoleOption = (r: { key: string; nameZh: string; nameEn: string }, locale: string) => ({
  value: r.key,
  label: locale === 'en' ? r.nameEn : r.nameZh,
});
