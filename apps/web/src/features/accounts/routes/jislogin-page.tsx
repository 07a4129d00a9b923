import '@/lib/forms/i18n-scope';
import '../i18n-scope';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { PageLoading } from '@/components/page-loading';
import { StatusPage } from '@/components/status-page';
import { isApiError } from '@/lib/api';
import { hardNavigate } from '@/lib/hard-navigate';
import { loginPath, safeRedirect } from '@/lib/paths';
import { startOidc } from '../api/oidc';
import { rememberStarted } from '../lib/oidc-session';

/**
 * /jislogin?provider=<id>[&redirect=<path>] (public): starts a third-party sign-in. The server
 * keeps state, nonce and the PKCE verifier; this tab remembers the provider and the destination
 * for /auth-redirect, then the browser goes to the provider.
 */
export function JisLoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const provider = params.get('provider') ?? '';
  const redirect = params.get('redirect');
  const [failure, setFailure] = useState<string>();
  const started = useRef(false);

  useEffect(() => {
    // Once per visit: every start opens a new sign-in at the server.
    if (started.current || !provider) return;
    started.current = true;
    startOidc(provider).then(
      ({ url }) => {
        rememberStarted({ provider, redirect: safeRedirect(redirect) });
        hardNavigate(url);
      },
      (error: unknown) => setFailure(isApiError(error) ? error.message : t('codeDefault')),
    );
  }, [provider, redirect, t]);

  const problem = provider ? failure : t('oidc.unknownProvider');
  if (!problem) return <PageLoading />;
  return (
    <StatusPage title={t('oidcUi.failedTitle')} text={problem}>
      <Link
        className="ui-button primary"
        to={loginPath(redirect ?? undefined)}
        data-testid="oidc-back-to-login"
      >
        {t('oidcUi.backToLogin')}
      </Link>
    </StatusPage>
  );
}
