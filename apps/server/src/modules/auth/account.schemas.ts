import { z } from 'zod';

/** Longest display name (a person's or an organisation's). */
export const NAME_MAX = 50;

/** POST /web-auth/updatePassword: both passwords SM2-encrypted like the login password. */
export const ZUpdatePasswordInput = z.object({
  oldPassword: z.string().min(1).max(4096),
  newPassword: z.string().min(1).max(4096),
});
export type TUpdatePasswordInput = z.infer<typeof ZUpdatePasswordInput>;

/** POST /web-auth/updateHeader: the URL (or id) of an image the caller uploaded. */
export const ZUpdateHeaderInput = z.object({ url: z.string().trim().min(1).max(1000) });
export type TUpdateHeaderInput = z.infer<typeof ZUpdateHeaderInput>;

/**
 * POST /web-auth/updateProfile. Only the shape is checked here; the rules (required name, email
 * format) are the service's, so the user gets a message per rule rather than the generic one.
 * The mobile number is not editable here: changing it needs an SMS check (bindMobile).
 */
export const ZUpdateProfileInput = z.object({
  name: z.string().max(1000),
  email: z.string().max(1000).nullish(),
});
export type TUpdateProfileInput = z.infer<typeof ZUpdateProfileInput>;
