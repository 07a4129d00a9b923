import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { UiProviders } from '@/app/ui-providers';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';
import { UnreadBell } from '@/features/messages/components/unread-bell';
import { useMessageSocket } from '@/features/messages/hooks/use-message-socket';
import { DEFAULT_HOME } from '@/lib/paths';
import { useSession } from '@/stores/session-store';
import styles from './back-office-layout.module.css';
import { UserMenu } from './user-menu';

/** Minimal signed-in frame: title, live unread bell, account menu. The full shell replaces it later. */
export function BackOfficeLayout() {
  return (
    <UiProviders>
      <BackOfficeFrame />
    </UiProviders>
  );
}

function BackOfficeFrame() {
  const { t } = useTranslation();
  const username = useSession((s) => s.username);
  useMessageSocket(username);

  return (
    <div className={styles.shell}>
      <a href="#main" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <header className={styles.header}>
        <Link to={DEFAULT_HOME} className={styles.brand}>
          <Logo size={28} />
          <span className={styles.brandTitle}>{t('app.serviceTitle')}</span>
        </Link>
        <div className={styles.actions}>
          <Link to="/" className={styles.portalLink}>
            {t('bo.portal')}
          </Link>
          <LanguageSwitch />
          <UnreadBell />
          <UserMenu />
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
