import { Alert, Button, Card, Skeleton, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { HeldTiersCard } from '@/features/talent-services';
import { profileQuery } from '../api/get-profile';
import { BasicInfoForm } from '../components/basic-info-form';
import { PasswordForm } from '../components/password-form';
import { ProfileCard } from '../components/profile-card';
import styles from '../components/profile.module.css';

/** /user/profile: the personal centre. */
export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useQuery(profileQuery);

  if (profile.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <Card>
          <Skeleton active avatar paragraph={{ rows: 6 }} />
        </Card>
        <Card>
          <Skeleton active paragraph={{ rows: 4 }} />
        </Card>
      </div>
    );
  }
  if (profile.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('profile.loadError')}
        action={
          <Button size="small" onClick={() => void profile.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }

  return (
    <div data-testid="profile-page">
      <h1 className={styles.pageTitle}>{t('profile.title')}</h1>
      <div className={styles.page}>
        <div className={styles.side}>
          <ProfileCard profile={profile.data} />
          {/* A person's recognised talent tier with its validity (talent recognition, g09). */}
          {profile.data.roles.includes('person') && <HeldTiersCard />}
        </div>
        <Card>
          <Tabs
            items={[
              {
                key: 'basic',
                label: t('profile.tab.basic'),
                children: <BasicInfoForm key={profile.data.userId} profile={profile.data} />,
              },
              { key: 'password', label: t('profile.tab.password'), children: <PasswordForm /> },
            ]}
          />
        </Card>
      </div>
    </div>
  );
}
