import { Tabs } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { ResourceList, ResourcePage, useCan } from '@/components/resource';
import { ALERTS_PATH, ALERT_PERMS } from '@/features/job-alerts';
import { screenName } from '@/lib/screen-title';
import { COLLECT_TABS, collectedResource } from '../../components/person-resources';

/**
 * g010702/collect (menu component key 'g010702/collect'): the person's collected postings, and
 * in the other tabs everything else collected on the portal (policies, demands, achievements,
 * experts). The tab lives in the URL (`?kind=`), each with its own paging.
 */
export default function CollectScreen() {
  const { t } = useTranslation();
  const can = useCan();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('kind');
  const kind = COLLECT_TABS.find((k) => k === requested) ?? 'job';
  return (
    <ResourcePage title={screenName('g010702:collect')}>
      {/* Outside the tab bar: the bar is a tablist, which may hold tabs only. */}
      {can(ALERT_PERMS) && (
        <p style={{ margin: '0 0 8px', textAlign: 'right' }}>
          <Link to={ALERTS_PATH}>{t('personJobs.alerts.manage')}</Link>
        </p>
      )}
      <Tabs
        activeKey={kind}
        onChange={(next) => setSearch(next === 'job' ? {} : { kind: next })}
        destroyOnHidden
        items={COLLECT_TABS.map((k) => ({
          key: k,
          label: t(`personJobs.kind.${k}`),
          children: <ResourceList def={collectedResource(k)} />,
        }))}
      />
    </ResourcePage>
  );
}
