import { useTranslation } from '@/lib/i18n';
import { Outlet } from 'react-router';
import { QueryProvider } from '@/app/query-provider';
import { PortalHeader } from './portal-header';
import { SiteFooter } from './site-footer';
import styles from './portal-layout.module.css';

/** Frame of the public portal: header with the public areas, content, footer. */
export function PortalLayout() {
  const { t } = useTranslation();
  return (
    <QueryProvider>
      <div className={styles.shell}>
        <a href="#main" className="skip-link">
          {t('app.skipToContent')}
        </a>
        <PortalHeader />
        <main id="main" tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
        <footer className={styles.footer}>
          <p>{t('portal.footer.about')}</p>
          <SiteFooter />
          <p>{t('portal.footer.copyright', { year: new Date().getFullYear() })}</p>
        </footer>
      </div>
    </QueryProvider>
  );
}
