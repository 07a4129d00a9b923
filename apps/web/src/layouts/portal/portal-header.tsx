import { useTranslation } from '@/lib/i18n';
import { Link, useLocation } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';
import { DEFAULT_HOME, loginPath } from '@/lib/paths';
import { useSession } from '@/stores/session-store';
import { isAreaActive, publicAreas } from './public-areas';
import styles from './portal-layout.module.css';
import { useKnownUser } from './use-known-user';

export function PortalHeader() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const token = useSession((s) => s.token);
  const name = useSession((s) => s.name);
  useKnownUser();

  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        {/* One brand across the portal; the recruitment zone's own title is the page title. */}
        <Link to="/" className={styles.brand}>
          <Logo />
          <span className={styles.brandTitle}>{t('app.serviceTitle')}</span>
        </Link>
        <nav aria-label={t('portal.nav.label')} className={styles.nav}>
          <ul>
            {publicAreas.map((area) => {
              const active = isAreaActive(area, pathname);
              return (
                <li key={area.key}>
                  <Link
                    to={area.to}
                    className={active ? styles.navActive : styles.navLink}
                    aria-current={active ? 'true' : undefined}
                  >
                    {t(area.labelKey)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={styles.actions}>
          <LanguageSwitch />
          {token ? (
            <Link className="ui-button primary" to={DEFAULT_HOME} data-testid="back-office-link">
              {t('portal.backOffice')}
              {name && <span className={styles.userName}>· {name}</span>}
            </Link>
          ) : (
            <>
              <Link className={`ui-button ${styles.registerLink}`} to="/register" data-testid="register-link">
                {t('login.register')}
              </Link>
              <Link
                className="ui-button primary"
                to={loginPath(pathname + search)}
                data-testid="sign-in-link"
              >
                {t('portal.signIn')}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
