import { z } from 'zod';
import { ZMobile } from '@rcwb/shared';
import { SMS_PURPOSES } from '../../db/schema';

/** A trimmed mainland mobile number (shared validator; the issue message is its message key). */
export const ZMobileNumber = z.string().trim().pipe(ZMobile);

/** Six digits, as typed (spaces around are ignored). */
export const ZSmsCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'sms.codeFormat');

/** Image captcha answer, needed when the captcha is on. */
export const ZCaptchaFields = {
  code: z.string().max(16).nullish(),
  uuid: z.string().max(64).nullish(),
};

/** POST /rc-api/sendSmsCode and /web-auth/sendSmsCode. */
export const ZSendSmsInput = z.object({
  mobile: ZMobileNumber,
  purpose: z.enum(SMS_PURPOSES),
  ...ZCaptchaFields,
});
export type TSendSmsInput = z.infer<typeof ZSendSmsInput>;

export const ZPageInput = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
};

/** GET /system/sms/outbox. */
export const ZOutboxInput = z.object({
  ...ZPageInput,
  recipient: z.string().trim().max(20).optional(),
  template: z.string().trim().max(40).optional(),
});
