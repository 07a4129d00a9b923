import '@/lib/forms/i18n-scope';
import '../i18n-scope';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageLoading } from '@/components/page-loading';
import { StatusPage } from '@/components/status-page';
import { isApiError } from '@/lib/api';
import { useSession } from '@/stores/session-store';
import { completeOidc, isUnbound } from '../api/oidc';
import { rememberUnbound, startedSignIn } from '../lib/oidc-session';

/**
 * /auth-redirect (public): where the provider sends the browser back. A known identity is signed
 * in and goes on to where it was headed; an unknown one goes to /bind. The provider's answer is
 * single use, so it is sent to the server once.
 */
export function AuthRedirectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string>();
  const sent = useRef(false);
  const [started] = useState(startedSignIn);
  const code = params.get('code');
  const state = params.get('state');
  const iss = params.get('iss');
  // The provider refused (e.g. the user cancelled) or this tab never started a sign-in.
  const usable = !!started && !!code && !!state;

  useEffect(() => {
    if (sent.current || !started || !code || !state) return;
    sent.current = true;
    completeOidc(started.provider, { code, state, ...(iss ? { iss } : {}) }).then(
      (result) => {
        if (isUnbound(result)) {
          rememberUnbound(result);
          void navigate('/bind', { replace: true });
        } else {
          useSession.getState().adoptLogin(result);
          void navigate(started.redirect, { replace: true });
        }
      },
      (error: unknown) => setFailure(isApiError(error) ? error.message : t('codeDefault')),
    );
  }, [navigate, started, code, state, iss, t]);

  const problem = usable ? failure : t('oidc.stateInvalid');
  if (!problem) return <PageLoading />;
  return (
    <StatusPage title={t('oidcUi.failedTitle')} text={problem}>
      <Link className="ui-button primary" to="/login" data-testid="oidc-back-to-login">
        {t('oidcUi.backToLogin')}
      </Link>
    </StatusPage>
  );
}
