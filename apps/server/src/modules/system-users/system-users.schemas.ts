import { z } from 'zod';
import { ROLES, UserType, validateMobile } from '@rcwb/shared';
import { ZPaging, blankToUndefined, optionalInstant, optionalText } from '../../core/paging';

const USER_TYPES = Object.values(UserType) as number[];
const ZUserType = z.coerce
  .number()
  .int()
  .refine((n) => USER_TYPES.includes(n), 'systemUsers.userTypeInvalid');

/** List and export filters; every value arrives as text from the URL-driven screen. */
export const ZUserFilters = z.object({
  keyword: optionalText(64),
  userType: z.preprocess(blankToUndefined, ZUserType.optional()),
  status: z.preprocess(blankToUndefined, z.enum(['active', 'locked', 'disabled']).optional()),
  // Any role key, custom roles an administrator made included; an unknown key matches nobody.
  role: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9_]{1,31}$/)
      .optional(),
  ),
  createdFrom: optionalInstant,
  createdTo: optionalInstant,
});
export type TUserFilters = z.infer<typeof ZUserFilters>;

export const ZUserList = ZUserFilters.extend(ZPaging);
export type TUserList = z.infer<typeof ZUserList>;

/** Case is kept as typed; uniqueness ignores it (the index is on lower(username)). */
const ZUsername = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{3,32}$/, 'systemUsers.usernameInvalid');

const ZMobileOptional = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .refine((v) => validateMobile(v).ok, 'mobileInvalid')
    .optional(),
);
const ZEmailOptional = z.preprocess(
  blankToUndefined,
  z.email('systemUsers.emailInvalid').max(128, 'systemUsers.emailInvalid').optional(),
);
const ZRoles = z.array(z.string().max(32)).min(1, 'systemUsers.rolesRequired').max(ROLES.length);

/** Fields add and edit share; edit takes the same minus username and password. */
const ZEditable = z.object({
  name: z.string().trim().min(1, 'systemUsers.nameRequired').max(64, 'systemUsers.nameRequired'),
  userType: ZUserType,
  roles: ZRoles,
  mobile: ZMobileOptional,
  email: ZEmailOptional,
});

export const ZUserAdd = ZEditable.extend({
  username: ZUsername,
  /** SM2 C1C3C2 hex, as at sign-in; checked against the password policy once decrypted. */
  password: z.string().min(1, 'systemUsers.passwordRequired').max(4096),
});
export type TUserAdd = z.infer<typeof ZUserAdd>;

/**
 * Edit answers the mobile number masked (it is not the editor's own), so a value still holding
 * the mask means "unchanged"; blank clears it.
 */
export const ZUserEdit = ZEditable.extend({
  mobile: z.preprocess(
    (v) => (typeof v === 'string' && v.includes('*') ? undefined : v === '' ? null : v),
    z
      .string()
      .trim()
      .refine((v) => validateMobile(v).ok, 'mobileInvalid')
      .nullable()
      .optional(),
  ),
});
export type TUserEdit = z.infer<typeof ZUserEdit>;

export const ZUserStatus = z.object({ status: z.enum(['active', 'locked']) });

export const ZResetPassword = z.object({
  password: z.string().min(1, 'systemUsers.passwordRequired').max(4096),
});

export const ZAssignRoles = z.object({ roles: ZRoles });
