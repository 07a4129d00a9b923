import { Card, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import { ResourceList } from '@/components/resource';
import { profileQuery, PasswordForm } from '@/features/profile';
import { screenName } from '@/lib/screen-title';
import { BindingsList } from '../../components/bindings-list';
import { loginHistoryResource } from '../../components/login-history-resource';
import { MobileBindingForm } from '../../components/mobile-binding-form';
import { SessionsList } from '../../components/sessions-list';

const TABS = ['password', 'mobile', 'bindings', 'sessions', 'history'] as const;
type Tab = (typeof TABS)[number];

/**
 * g019901 account security (menu component key 'g019901/index'), for every signed-in user:
 * password, mobile binding, third-party bindings, sessions and login history, one tab each; the
 * tab is part of the URL so it can be linked to.
 */
export default function AccountSecurityScreen() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const wanted = search.get('tab');
  const tab: Tab = TABS.find((k) => k === wanted) ?? 'password';
  const profile = useQuery(profileQuery);
  return (
    <Card data-testid="account-security">
      <h1 className="visually-hidden">{screenName('g019901')}</h1>
      <Tabs
        activeKey={tab}
        onChange={(next) => setSearch(next === 'password' ? {} : { tab: next })}
        destroyOnHidden
        items={[
          { key: 'password', label: t('security.tab.password'), children: <PasswordForm /> },
          {
            key: 'mobile',
            label: t('security.tab.mobile'),
            children: <MobileBindingForm current={profile.data?.mobile ?? ''} />,
          },
          { key: 'bindings', label: t('security.tab.bindings'), children: <BindingsList /> },
          { key: 'sessions', label: t('security.tab.sessions'), children: <SessionsList /> },
          {
            key: 'history',
            label: t('security.tab.history'),
            children: <ResourceList def={loginHistoryResource} />,
          },
        ]}
      />
    </Card>
  );
}
