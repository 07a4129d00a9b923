import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import styles from './sidebar.module.css';

/** Logo and title on top of the sidebar (settings.sidebarLogo); only the logo when collapsed. */
export function SidebarLogo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/index"
      className={styles.logo}
      data-testid="sidebar-logo"
      aria-label={collapsed ? t('shell.home') : undefined}
    >
      <Logo size={28} />
      {!collapsed && <span className={styles.logoTitle}>{t('app.serviceTitle')}</span>}
    </Link>
  );
}
