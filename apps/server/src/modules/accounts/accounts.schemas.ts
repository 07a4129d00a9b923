import { z } from 'zod';
import { CONSENTS, ORG_PHOTO_LIMIT } from '@rcwb/shared';
import { ORG_REVIEW_STATUSES } from '../../db/schema';
import { ZCaptchaFields, ZMobileNumber, ZPageInput, ZSmsCode } from '../sms';

/**
 * Optional text: trimmed, and empty or null read as "not given". The shared validators' messages
 * (ID number, credit code, mobile) are raised by the services, so the answer carries SPEC's text.
 */
const optText = (max: number) =>
  z
    .string()
    .max(max * 4)
    .nullish()
    .transform((v) => v?.normalize('NFC').trim() || null)
    .refine((v) => v === null || [...v].length <= max, { message: 'accounts.tooLong' });
const reqText = (max: number) =>
  z
    .string()
    .max(max * 4)
    .transform((v) => v.normalize('NFC').trim())
    .refine((v) => v.length > 0, { message: 'accounts.required' })
    .refine((v) => [...v].length <= max, { message: 'accounts.tooLong' });
/** A dictionary value (checked against the dictionary by the service). */
const dictValue = z
  .string()
  .max(16)
  .nullish()
  .transform((v) => v?.trim() || null);
const optNumber = (min: number, max: number, integer = false) =>
  z
    .union([z.number(), z.string().trim()])
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || v === '') return null;
      const n = Number(v);
      if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) {
        ctx.addIssue({ code: 'custom', message: 'accounts.numberRange' });
        return z.NEVER;
      }
      return n;
    });

/** SM2 C1C3C2 hex of a password; decrypted and checked against the policy by the service. */
const ZCipherPassword = z.string().min(1).max(4096);

export { USERNAME_PATTERN } from '@rcwb/shared';

const ZNewAccount = {
  username: z.string().trim().max(64),
  password: ZCipherPassword,
  mobile: ZMobileNumber,
  smsCode: ZSmsCode,
  /** From an unknown third-party sign-in: binds that identity to the new account. */
  bindToken: z.string().trim().max(128).nullish(),
};

/** The lookups take the image captcha like sign-in and SMS (when the captcha is on). */
export const ZCheckUsernameInput = z.object({ username: z.string().trim().max(64), ...ZCaptchaFields });
export const ZCheckIdNumberInput = z.object({ idNumber: z.string().max(64), ...ZCaptchaFields });

const gc01Fields = {
  name: reqText(50),
  idNumber: z.string().max(64),
  email: optText(254),
  education: dictValue,
  major: optText(100),
  school: optText(100),
  workYears: optNumber(0, 70, true),
  region: dictValue,
  address: optText(200),
  politicalStatus: dictValue,
};
/**
 * Registration's consents: `acceptTerms` to the user agreement and the privacy policy together,
 * and for a person `acceptIdNumber`, the separate consent to process the ID number (PIPL art. 29).
 * Optional here so that a missing one gets its own message (registration.service.ts).
 */
const ZConsentFields = { acceptTerms: z.boolean().optional() };
export const ZSaveGc01Input = z.object({
  ...ZNewAccount,
  ...gc01Fields,
  ...ZConsentFields,
  acceptIdNumber: z.boolean().optional(),
});
export type TSaveGc01Input = z.infer<typeof ZSaveGc01Input>;
export const ZUpdateGc01Input = z.object({
  ...gc01Fields,
  photoFileId: z.string().uuid().nullish(),
});
export type TUpdateGc01Input = z.infer<typeof ZUpdateGc01Input>;

const gb01Fields = {
  name: reqText(100),
  creditCode: z.string().max(64),
  legalRep: optText(50),
  nature: dictValue,
  industry: dictValue,
  scale: dictValue,
  region: dictValue,
  address: optText(200),
  lat: optNumber(-90, 90),
  lng: optNumber(-180, 180),
  contact: optText(50),
  telephone: optText(30),
  website: optText(200),
  email: optText(254),
  /** Plain text for now (a rich-text editor may come with the screens). */
  description: optText(5000),
};
export const ZSaveGb01Input = z.object({ ...ZNewAccount, ...gb01Fields, ...ZConsentFields });
export type TSaveGb01Input = z.infer<typeof ZSaveGb01Input>;
export const ZUpdateGb01Input = z.object({
  ...gb01Fields,
  licenceFileId: z.string().uuid().nullish(),
  /** Absent: kept as it is; null: removed. */
  logoFileId: z.string().uuid().nullish(),
  /** Absent: kept as they are; the list replaces the photos in its order. */
  photoFileIds: z.array(z.string().uuid()).max(ORG_PHOTO_LIMIT).optional(),
});
export type TUpdateGb01Input = z.infer<typeof ZUpdateGb01Input>;

export const ZFindPasswordInput = z
  .object({
    username: z.string().trim().max(64).nullish(),
    mobile: z.string().trim().max(32).nullish(),
    code: z.string().max(16).nullish(),
    uuid: z.string().max(64).nullish(),
  })
  .refine((v) => !!v.username || !!v.mobile, { message: 'accounts.usernameOrMobile', path: ['username'] });
export type TFindPasswordInput = z.infer<typeof ZFindPasswordInput>;

export const ZResetPasswordInput = z.object({
  mobile: ZMobileNumber,
  code: ZSmsCode,
  newPassword: ZCipherPassword,
});
export type TResetPasswordInput = z.infer<typeof ZResetPasswordInput>;

/** POST /web-auth/bindMobile: the new number, its code, and the current password (SM2). */
export const ZBindMobileInput = z.object({
  mobile: ZMobileNumber,
  code: ZSmsCode,
  password: z.string().min(1).max(4096),
});

export const ZAreaInput = z.object({
  parent: z
    .string()
    .trim()
    .regex(/^\d{0,12}$/)
    .optional(),
});

// ---------- staff ----------

const filterText = (max: number) =>
  z
    .string()
    .max(max)
    .optional()
    .transform((v) => v?.trim() || undefined);

export const ZOrgListInput = z.object({
  ...ZPageInput,
  name: filterText(100),
  creditCode: filterText(18),
  reviewStatus: z.enum(ORG_REVIEW_STATUSES).optional(),
  region: filterText(12),
  status: z.enum(['active', 'locked', 'disabled']).optional(),
});
export type TOrgListInput = z.infer<typeof ZOrgListInput>;

export const ZPersonListInput = z.object({
  ...ZPageInput,
  name: filterText(50),
  idNumber: filterText(18),
  mobile: filterText(11),
  region: filterText(12),
  status: z.enum(['active', 'locked', 'disabled']).optional(),
});
export type TPersonListInput = z.infer<typeof ZPersonListInput>;

export const ZRejectInput = z.object({ reason: reqText(500) });
export const ZLockInput = z.object({ reason: optText(500) });

/** POST /system/org/:id/licence: the file as a download, or a picture as base64 for a preview. */
export const ZLicenceInput = z.object({ preview: z.boolean().optional() });

/** POST /web-auth/consents: the consents the signed-in user accepts in their current versions. */
export const ZAcceptConsentsInput = z.object({
  consents: z.array(z.enum(CONSENTS)).min(1).max(CONSENTS.length),
});
