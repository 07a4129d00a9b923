import '@/lib/forms/i18n-scope';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { isApiError } from '@/lib/api';
import { type SmsPurpose, sendSmsCode } from './sms';
import { mobileProblem } from '@/lib/forms/field-checks';

/** The server refuses a new code within 60 s of the previous one; the button waits as long. */
export const RESEND_SECONDS = 60;

type Captcha = { code?: string; uuid?: string };

export type SmsSender = {
  /** Seconds until another code may be asked for; 0 when the button is free. */
  secondsLeft: number;
  sending: boolean;
  /** Why the last request failed (already translated), or undefined. */
  error: string | undefined;
  /** Sent at least once: the form may tell the user to look at their phone. */
  sent: boolean;
  /** Resolves true when a code went out (or the answer does not tell, as in recovery). */
  send(mobile: string, captcha?: Captcha): Promise<boolean>;
};

/**
 * Asks for an SMS code and runs the 60 s resend countdown. `request` defaults to
 * POST /web-auth/sendSmsCode for `purpose`; recovery passes its own call (findPassword).
 */
export function useSmsSender(
  purpose: SmsPurpose,
  request: (mobile: string, captcha: Captcha) => Promise<unknown> = (mobile, captcha) =>
    sendSmsCode({ mobile, purpose, ...captcha }),
): SmsSender {
  const { t } = useTranslation();
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (!until) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);

  const secondsLeft = Math.max(0, Math.ceil((until - now) / 1000));

  const send = useCallback(
    async (mobile: string, captcha: Captcha = {}) => {
      const problem = mobileProblem(mobile);
      if (problem) {
        setError(t(problem));
        return false;
      }
      setSending(true);
      setError(undefined);
      try {
        await request(mobile.trim(), captcha);
        const started = Date.now();
        setNow(started);
        setUntil(started + RESEND_SECONDS * 1000);
        setSent(true);
        return true;
      } catch (failure) {
        setError(isApiError(failure) ? failure.message : t('codeDefault'));
        return false;
      } finally {
        setSending(false);
      }
    },
    [request, t],
  );

  return { secondsLeft, sending, error, sent, send };
}
