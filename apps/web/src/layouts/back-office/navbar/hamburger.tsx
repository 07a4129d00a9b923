import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from '@/lib/i18n';
import { useAppStore } from '@/stores/app-store';
import styles from './navbar.module.css';

/** Opens and collapses the sidebar. */
export function Hamburger() {
  const { t } = useTranslation();
  const opened = useAppStore((s) => s.sidebar.opened);
  const toggle = useAppStore((s) => s.toggleSidebar);
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={t('shell.toggleSidebar')}
      aria-expanded={opened}
      aria-controls="shell-sidebar"
      onClick={toggle}
      data-testid="hamburger"
    >
      {opened ? <MenuFoldOutlined aria-hidden="true" /> : <MenuUnfoldOutlined aria-hidden="true" />}
    </button>
  );
}
