import { Tabs } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import { ResourceList, ResourcePage } from '@/components/resource';
import { screenName } from '@/lib/screen-title';
import {
  loginLogResource,
  operationLogResource,
  personalDataReadResource,
} from '../../components/audit-resources';

type Tab = 'operations' | 'logins' | 'reads';
const TABS: readonly string[] = ['operations', 'logins', 'reads'];

/**
 * g070112 audit logs (menu component key 'g070112/index'): operation logs, login logs and the
 * personal-data read log in three tabs. Auditors only (the administrator may not read them).
 */
export default function AuditLogsScreen() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab') ?? '';
  const tab = (TABS.includes(asked) ? asked : 'operations') as Tab;
  // Each tab has its own filters: switching starts the other one clean (and is a history entry).
  const switchTo = (next: string) => setSearch(next === 'operations' ? {} : { tab: next });
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
          {
            key: 'reads',
            label: t('auditLog.reads'),
            children: <ResourceList def={personalDataReadResource} />,
          },
        ]}
      />
    </ResourcePage>
  );
}
