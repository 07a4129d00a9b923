import { useEffect } from 'react';
import { Alert, Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROLES, UserType } from '@rcwb/shared';
import { LatestMessages } from '@/features/messages/components/latest-messages';
import { useSession } from '@/stores/session-store';
import styles from './index-page.module.css';

const KNOWN_USER_TYPES: readonly number[] = Object.values(UserType);
const KNOWN_ROLES: readonly string[] = ROLES;

/** /index: the signed-in home. */
export function IndexPage() {
  const { t } = useTranslation();
  const name = useSession((s) => s.name);
  const userType = useSession((s) => s.userType);
  const roles = useSession((s) => s.roles);
  const infoPerfect = useSession((s) => s.infoPerfect);

  // Only individuals must complete a profile (SPEC §1: user type 1 is special).
  useEffect(() => {
    if (userType === UserType.person)
      void useSession
        .getState()
        .checkInfoPerfect()
        .catch(() => undefined);
  }, [userType]);

  const typeLabel =
    userType !== undefined && KNOWN_USER_TYPES.includes(userType)
      ? t(`userType.${userType}`)
      : t('userType.unknown');

  return (
    <div className={styles.grid}>
      <Card data-testid="welcome-card">
        <h1 className={styles.welcome}>{t('home.welcome', { name })}</h1>
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
        {userType === UserType.person && infoPerfect === '2' && (
          <Alert
            type="warning"
            showIcon
            title={t('home.profileIncomplete')}
            data-testid="profile-incomplete"
          />
        )}
      </Card>
      <LatestMessages />
    </div>
  );
}
