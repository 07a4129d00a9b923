import { z } from 'zod';

/** POST /web-auth/login. Extra fields a client sends (e.g. rememberMe) are dropped. */
export const ZLoginInput = z.object({
  username: z.string().trim().min(1).max(64),
  /** SM2 C1C3C2 hex of the UTF-8 password; anything else is a failed sign-in, not a bad request. */
  password: z.string().min(1).max(4096),
  code: z.string().max(16).nullish(),
  uuid: z.string().max(64).nullish(),
});
export type TLoginInput = z.infer<typeof ZLoginInput>;
