import { Avatar, Card, Tag } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from '@/lib/i18n';
import { ROLES, UserType, pickLocale } from '@rcwb/shared';
import { formatDateTime } from '@/lib/format/date-format';
import { fileUrl } from '@/lib/paths';
import { useSession } from '@/stores/session-store';
import type { Profile } from '../api/get-profile';
import { AvatarEditor } from './avatar-editor';
import styles from './profile.module.css';

const KNOWN_USER_TYPES: readonly number[] = Object.values(UserType);
const KNOWN_ROLES: readonly string[] = ROLES;

/** The left card of the personal centre: avatar and the account's facts. */
export function ProfileCard({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  // The session store changes the moment a new avatar is saved; the profile query follows later.
  const avatar = useSession((s) => s.avatar) || profile.header;
  const locale = pickLocale(i18n.language);
  const notSet = <span className={styles.muted}>{t('profile.notSet')}</span>;
  const when = (value: string | null) => (value ? formatDateTime(value, undefined, locale) : notSet);

  const facts: [string, React.ReactNode, string][] = [
    [t('profile.field.name'), profile.name, 'name'],
    [t('profile.field.username'), profile.username, 'username'],
    [
      t('profile.field.userType'),
      KNOWN_USER_TYPES.includes(profile.userType) ? t(`userType.${profile.userType}`) : t('userType.unknown'),
      'userType',
    ],
    [
      t('profile.field.roles'),
      profile.roles.length
        ? profile.roles.map((r) => <Tag key={r}>{KNOWN_ROLES.includes(r) ? t(`role.${r}`) : r}</Tag>)
        : t('home.none'),
      'roles',
    ],
    [t('profile.field.mobile'), profile.mobile || notSet, 'mobile'],
    [t('profile.field.email'), profile.email || notSet, 'email'],
    [t('profile.field.createdAt'), when(profile.createdAt), 'createdAt'],
    [t('profile.field.lastLoginAt'), when(profile.lastLoginAt), 'lastLoginAt'],
  ];

  return (
    <Card data-testid="profile-card">
      <div className={styles.identity}>
        <Avatar
          size={96}
          src={fileUrl(avatar)}
          icon={<UserOutlined />}
          alt={t('profile.avatar.alt', { name: profile.name })}
          data-testid="profile-avatar"
        />
        <AvatarEditor name={profile.name} />
      </div>
      <dl className={styles.facts}>
        {facts.map(([label, value, key]) => (
          <div key={key} className={styles.fact}>
            <dt>{label}</dt>
            <dd data-testid={`profile-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
