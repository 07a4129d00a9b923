import { useMemo } from 'react';
import { Tabs } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { CONTENT_PERMS, contentPermission } from '@rcwb/shared';
import { ResourceList, ResourcePage } from '@/components/resource';
import { useCan } from '@/components/resource';
import { screenName } from '@/lib/screen-title';
import { achievementResource, demandResource } from '../../admin/discover-admin';

/**
 * g200401 demands and achievements (menu component key 'g200401/index'): one list at a time,
 * chosen by tab; the tab is in the URL (`?kind=achievement`) so the lists' filters never mix.
 */
export default function DemandsAchievementsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useCan();
  const [search, setSearch] = useSearchParams();
  const kind =
    search.get('kind') === 'achievement' || !can([contentPermission(CONTENT_PERMS.demand, 'list')])
      ? 'achievement'
      : 'demand';
  const demands = useMemo(() => demandResource(navigate), [navigate]);
  const achievements = useMemo(() => achievementResource(navigate), [navigate]);
  return (
    <ResourcePage title={screenName('g200401')}>
      <Tabs
        activeKey={kind}
        onChange={(key) => setSearch({ kind: key })}
        items={[
          ...(can([contentPermission(CONTENT_PERMS.demand, 'list')])
            ? [{ key: 'demand', label: t('discover.nav.demands'), children: <ResourceList def={demands} /> }]
            : []),
          ...(can([contentPermission(CONTENT_PERMS.achievement, 'list')])
            ? [
                {
                  key: 'achievement',
                  label: t('discover.nav.achievements'),
                  children: <ResourceList def={achievements} />,
                },
              ]
            : []),
        ]}
        destroyOnHidden
      />
    </ResourcePage>
  );
}
