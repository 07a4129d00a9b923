import { Avatar, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from '@/lib/i18n';
import { logoutRequest } from '@/lib/auth/logout';
import { feedback } from '@/lib/feedback/feedback';
import { fileUrl } from '@/lib/paths';
import { useSession } from '@/stores/session-store';
import { useSettings } from '@/stores/settings-store';
import { useNavigateOnce } from '../use-navigate-once';
import styles from './navbar.module.css';

/** SPEC §4 logout: confirm, end the server session (best effort), forget everything, go home. */
export async function confirmLogout(t: (key: string) => string): Promise<void> {
  const confirmed = await feedback.confirm({
    title: t('common.notice'),
    content: t('logoutConfirm'),
    okText: t('common.ok'),
    cancelText: t('common.cancel'),
  });
  if (!confirmed) return;
  // Signing out locally must not depend on the server answering.
  await logoutRequest().catch(() => undefined);
  useSession.getState().logout();
}

/** Avatar dropdown: personal centre, layout settings, logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigateOnce();
  const name = useSession((s) => s.name);
  const avatar = useSession((s) => s.avatar);
  const showSettings = useSettings((s) => s.setShowSettings);

  const items: MenuProps['items'] = [
    {
      key: 'profile',
      icon: <UserOutlined />,
      label: t('shell.profile'),
      onClick: () => navigate('/user/profile'),
    },
    {
      key: 'settings',
      icon: <SettingOutlined />,
      label: t('shell.settings.title'),
      onClick: () => showSettings(true),
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('bo.logout'), onClick: () => void confirmLogout(t) },
  ];

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight" autoFocus>
      <button type="button" className={styles.userButton} aria-haspopup="menu" data-testid="user-menu">
        <Avatar size={32} src={fileUrl(avatar)} icon={<UserOutlined />} alt="" />
        <span className={styles.userName} data-testid="user-name">
          {name}
        </span>
        <span className="visually-hidden">{t('bo.userMenu')}</span>
        <DownOutlined aria-hidden="true" className={styles.caret} />
      </button>
    </Dropdown>
  );
}
