import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { ResourceList, ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { bindingResource, lockedResource } from '../../components/bindings-unlock-resources';

/**
 * g070115 third-party bindings and account unlock (menu component key 'g070115/index'). The tab
 * is in the URL; a switch starts the other list afresh (page and filters share the URL).
 */
export default function BindingsUnlockScreen() {
  const title = useScreenTitle('g070115');
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const active = search.get('tab') === 'locked' ? 'locked' : 'bindings';
  return (
    <ResourcePage title={title}>
      <Tabs
        activeKey={active}
        destroyOnHidden
        onChange={(key) => setSearch(key === 'locked' ? { tab: key } : {})}
        items={[
          { key: 'bindings', label: t('bindings.tab'), children: <ResourceList def={bindingResource} /> },
          { key: 'locked', label: t('locked.tab'), children: <ResourceList def={lockedResource} /> },
        ]}
      />
    </ResourcePage>
  );
}
