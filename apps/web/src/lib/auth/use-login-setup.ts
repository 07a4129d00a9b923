import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '@/lib/api';
import { type AuthConfig, getAuthConfig } from './get-auth-config';
import { type Captcha, getCaptcha } from './get-captcha';

/** An answer tagged with the request round it belongs to; a newer round means "loading". */
type Answer<T> = { round: number; data?: T; error?: string };

const messageOf = (error: unknown) => (isApiError(error) ? error.message : String(error));

/**
 * Sign-in prerequisites: the server's config (SM2 key, captcha switch) and, when enabled, a
 * captcha. Each new round aborts the previous request, so a slow answer never replaces a newer one.
 */
export function useLoginSetup() {
  const [configRound, setConfigRound] = useState(0);
  const [config, setConfig] = useState<Answer<AuthConfig>>({ round: -1 });
  const [captchaRound, setCaptchaRound] = useState(0);
  const [captcha, setCaptcha] = useState<Answer<Captcha>>({ round: -1 });

  useEffect(() => {
    const controller = new AbortController();
    getAuthConfig(controller.signal).then(
      (data) => setConfig({ round: configRound, data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setConfig({ round: configRound, error: messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [configRound]);

  const captchaEnabled = config.data?.captchaEnabled === true;

  useEffect(() => {
    if (!captchaEnabled) return;
    const controller = new AbortController();
    getCaptcha(controller.signal).then(
      (data) => setCaptcha({ round: captchaRound, data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setCaptcha({ round: captchaRound, error: messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [captchaEnabled, captchaRound]);

  const retryConfig = useCallback(() => setConfigRound((n) => n + 1), []);
  const refreshCaptcha = useCallback(() => setCaptchaRound((n) => n + 1), []);

  return {
    config: { data: config.data, error: config.round === configRound ? config.error : undefined },
    retryConfig,
    captchaEnabled,
    captcha: {
      data: captcha.data,
      error: captcha.error,
      loading: captchaEnabled && captcha.round !== captchaRound,
    },
    refreshCaptcha,
  };
}
