import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ResourceList, ResourcePage } from '@/components/resource';
import { screenName } from '@/lib/screen-title';
import { loginLogResource, operationLogResource } from '../../components/audit-resources';

type Tab = 'operations' | 'logins';

/** g070112 audit logs (menu component key 'g070112/index'): operation and login logs in two tabs. */
export default function AuditLogsScreen() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'logins' ? 'logins' : 'operations';
  // Each tab has its own filters: switching starts the other one clean (and is a history entry).
  const switchTo = (next: string) => setSearch(next === 'logins' ? { tab: 'logins' } : {});
  return (
    <ResourcePage title={screenName('g070112')}>
      <Tabs
        activeKey={tab}
        onChange={switchTo}
        destroyOnHidden
        items={[
          {
            key: 'operations',
            label: t('auditLog.operations'),
            children: <ResourceList def={operationLogResource} />,
          },
          { key: 'logins', label: t('auditLog.logins'), children: <ResourceList def={loginLogResource} /> },
        ]}
      />
    </ResourcePage>
  );
}
