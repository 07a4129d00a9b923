import { useTranslation } from '@/lib/i18n';
import { UiProviders } from '@/app/ui-providers';
import '@/lib/i18n/back-office';
import { useMessageSocket } from '@/features/messages/hooks/use-message-socket';
import { useAppStore } from '@/stores/app-store';
import { useSession } from '@/stores/session-store';
import { useSettings } from '@/stores/settings-store';
import { IframeHost } from './iframe/iframe-host';
import { CachedOutlet } from './keep-alive/cached-outlet';
import { Navbar } from './navbar/navbar';
import { SettingsDrawer } from './settings/settings-drawer';
import { Sidebar } from './sidebar/sidebar';
import { TagsView } from './tags-view/tags-view';
import { useDeviceWatch } from './use-device-watch';
import { useMenuLocaleSync } from './use-menu-locale-sync';
import { useSidebarNodes } from './use-sidebar-nodes';
import styles from './back-office-layout.module.css';

/** The signed-in shell (SPEC §2.4): sidebar, navbar, tabs, the screen, the settings panel. */
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
  // Live unread count and the 'you have new messages' notice while signed in.
  useMessageSocket(username);
  useDeviceWatch();
  useMenuLocaleSync();

  const sidebar = useAppStore((s) => s.sidebar);
  const device = useAppStore((s) => s.device);
  const closeSidebar = useAppStore((s) => s.closeSidebar);
  const tagsView = useSettings((s) => s.tagsView);
  const fixedHeader = useSettings((s) => s.fixedHeader);
  const { nodes, hidden } = useSidebarNodes();

  const mobile = device === 'mobile';
  return (
    <div
      className={styles.shell}
      data-device={device}
      data-sidebar={hidden ? 'hidden' : sidebar.opened ? 'opened' : 'collapsed'}
      data-animate={sidebar.withoutAnimation ? 'off' : 'on'}
      data-testid="shell"
    >
      <a href="#main" className="skip-link">
        {t('app.skipToContent')}
      </a>
      {mobile && sidebar.opened && !hidden && (
        // Tapping beside the sidebar closes it; keyboard users have Escape and the hamburger.
        <div
          className={styles.overlay}
          onClick={() => closeSidebar()}
          data-testid="sidebar-overlay"
          aria-hidden="true"
        />
      )}
      {!hidden && (
        <aside
          id="shell-sidebar"
          className={styles.sidebar}
          data-testid="sidebar"
          {...(mobile && !sidebar.opened ? { inert: true } : {})}
        >
          <Sidebar nodes={nodes} collapsed={!mobile && !sidebar.opened} />
        </aside>
      )}
      <div className={styles.main}>
        <div className={fixedHeader ? styles.fixedHeader : undefined} data-testid="shell-header">
          <Navbar />
          {tagsView && <TagsView />}
        </div>
        <main id="main" tabIndex={-1} className={styles.content}>
          <CachedOutlet />
          <IframeHost />
        </main>
      </div>
      <SettingsDrawer />
    </div>
  );
}
