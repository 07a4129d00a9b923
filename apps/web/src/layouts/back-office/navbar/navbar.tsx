import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from '@/lib/i18n';
import { UnreadBell } from '@/features/messages/components/unread-bell';
import { useAppStore } from '@/stores/app-store';
import { useSettings } from '@/stores/settings-store';
import { Breadcrumbs } from './breadcrumbs';
import { FullscreenToggle } from './fullscreen-toggle';
import { Hamburger } from './hamburger';
import { LanguageMenu } from './language-menu';
import { MenuSearch } from './menu-search';
import { TopMenu } from './top-menu';
import { UserMenu } from './user-menu';
import styles from './navbar.module.css';

/** Top bar of the shell (SPEC §2.4); search and fullscreen are left out on phones (SPEC §6). */
export function Navbar() {
  const { t } = useTranslation();
  const topNav = useSettings((s) => s.topNav);
  const openSettings = useSettings((s) => s.setShowSettings);
  const mobile = useAppStore((s) => s.device === 'mobile');
  const sidebarHidden = useAppStore((s) => s.sidebar.hide);

  return (
    <header className={styles.navbar} data-testid="navbar">
      {!sidebarHidden && <Hamburger />}
      <div className={styles.middle}>{topNav ? <TopMenu /> : <Breadcrumbs />}</div>
      <div className={styles.right}>
        {!mobile && <MenuSearch />}
        {!mobile && <FullscreenToggle />}
        <LanguageMenu />
        <UnreadBell />
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('shell.settings.title')}
          onClick={() => openSettings(true)}
          data-testid="settings-open"
        >
          <SettingOutlined aria-hidden="true" />
        </button>
        <UserMenu />
      </div>
    </header>
  );
}
