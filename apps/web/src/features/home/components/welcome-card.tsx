import { Alert, Avatar, Card, Tag } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from '@/lib/i18n';
import { ROLES, UserType } from '@rcwb/shared';
import { fileUrl } from '@/lib/paths';
import { useSession } from '@/stores/session-store';
import styles from './home.module.css';

const KNOWN_USER_TYPES: readonly number[] = Object.values(UserType);
const KNOWN_ROLES: readonly string[] = ROLES;

/** Greeting with who is signed in, and the profile notice for individuals and organisations. */
export function WelcomeCard({ incomplete }: { incomplete: boolean }) {
  const { t } = useTranslation();
  const name = useSession((s) => s.name);
  const avatar = useSession((s) => s.avatar);
  const userType = useSession((s) => s.userType);
  const roles = useSession((s) => s.roles);

  const typeLabel =
    userType !== undefined && KNOWN_USER_TYPES.includes(userType)
      ? t(`userType.${userType}`)
      : t('userType.unknown');

  return (
    <Card data-testid="welcome-card">
      <div className={styles.welcome}>
        <Avatar size={56} src={fileUrl(avatar)} icon={<UserOutlined />} alt="" />
        <div className={styles.welcomeText}>
          <h1 className={styles.welcomeTitle}>{t('home.welcome', { name })}</h1>
          <dl className={styles.facts}>
            <dt>{t('home.userType')}</dt>
            <dd data-testid="user-type">{typeLabel}</dd>
            <dt>{t('home.roles')}</dt>
            <dd data-testid="user-roles">
              {roles.length
                ? roles.map((role) => (
                    <Tag key={role}>{KNOWN_ROLES.includes(role) ? t(`role.${role}`) : role}</Tag>
                  ))
                : t('home.none')}
            </dd>
          </dl>
        </div>
      </div>
      {/* Text only: the completion screen arrives with the profile records (no dead link). */}
      {incomplete && (
        <Alert
          className={styles.notice}
          type="warning"
          showIcon
          title={t('home.profileIncomplete')}
          data-testid="profile-incomplete"
        />
      )}
    </Card>
  );
}
