import { Avatar, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { logoutRequest } from '@/features/auth/api/logout';
import { feedback } from '@/lib/feedback/feedback';
import { fileUrl } from '@/lib/paths';
import { useSession } from '@/stores/session-store';
import styles from './back-office-layout.module.css';

export function UserMenu() {
  const { t } = useTranslation();
  const name = useSession((s) => s.name);
  const avatar = useSession((s) => s.avatar);

  const logout = async () => {
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
  };

  const items: MenuProps['items'] = [
    { key: 'logout', icon: <LogoutOutlined />, label: t('bo.logout'), onClick: () => void logout() },
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
