import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import type { AuthConfig } from '@/lib/auth/get-auth-config';
import styles from './login-form.module.css';

/** Third-party sign-in choices from the server config; each starts at /jislogin. */
export function ProviderLinks({
  providers,
  redirect,
}: {
  providers: AuthConfig['providers'];
  redirect: string | null;
}) {
  const { t } = useTranslation();
  if (!providers.length) return null;
  return (
    <nav aria-labelledby="login-providers" className={styles.providers} data-testid="login-providers">
      <h2 id="login-providers" className={styles.providersTitle}>
        {t('oidcUi.otherWays')}
      </h2>
      <ul>
        {providers.map((p) => {
          const query = new URLSearchParams({ provider: p.id, ...(redirect ? { redirect } : {}) });
          return (
            <li key={p.id}>
              <Link className="ui-button" to={`/jislogin?${query}`} data-testid={`login-provider-${p.id}`}>
                {t('oidcUi.signInWith', { provider: p.label })}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
