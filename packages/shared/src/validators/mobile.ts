import { z } from 'zod';
import { maskMiddle } from './mask';

/** Outcome of {@link validateMobile}; failures carry a message key of the `validation` catalogue. */
export type TMobileResult =
  { ok: true; normalized: string } | { ok: false; messageKey: 'mobileEmpty' | 'mobileInvalid' };

/** Mainland mobile numbers: 11 digits, 1 then a second digit 3–9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** Validates a mainland mobile number; surrounding spaces are ignored. */
export function validateMobile(value: string | null | undefined): TMobileResult {
  const mobile = (value ?? '').trim();
  if (!mobile) return { ok: false, messageKey: 'mobileEmpty' };
  return MOBILE_PATTERN.test(mobile)
    ? { ok: true, normalized: mobile }
    : { ok: false, messageKey: 'mobileInvalid' };
}

/** Masks a mobile number for display: `138****5678`. */
export const maskMobile = (value: string | null | undefined): string => maskMiddle(value, 3, 4);

/** Zod schema for a mobile number; the issue message is the message key. */
export const ZMobile = z.string().superRefine((value, ctx) => {
  const result = validateMobile(value);
  if (!result.ok) ctx.addIssue({ code: 'custom', message: result.messageKey });
});
