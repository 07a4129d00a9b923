import type { TDeps } from '../../core/deps';
import { warning } from '../../core/errors';
import { checkCaptcha } from '../auth';

/** The image captcha, when it is on; its failures share the sign-in messages. */
export async function requireCaptcha(
  deps: TDeps,
  input: { code?: string | null | undefined; uuid?: string | null | undefined },
): Promise<void> {
  if (!deps.settings.values().captchaEnabled) return;
  const refused = await checkCaptcha(deps.db, input.uuid, input.code);
  if (refused) throw warning(`auth.${refused}`);
}
