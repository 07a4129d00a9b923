import { useMemo } from 'react';
import { Tabs } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { ResourceList, ResourcePage } from '@/components/resource';
import { screenName } from '@/lib/screen-title';
import { myDeliveriesResource } from '../../components/delivery-resources';
import { invitationDialogs, invitationsResource } from '../../components/invitation-resources';

const TABS = ['deliveries', 'invitations'] as const;

/**
 * g010702/deliver (menu component key 'g010702/deliver'): the person's deliveries and, in the
 * second tab, organisations' invitations to apply. The tab lives in the URL (`?tab=`).
 */
export default function MyDeliveriesScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const tab = TABS.find((k) => k === search.get('tab')) ?? 'deliveries';
  const def = useMemo(() => myDeliveriesResource(navigate), [navigate]);
  const dialogs = useMemo(() => invitationDialogs(t), [t]);
  return (
    <ResourcePage title={screenName('g010702:deliver')}>
      <Tabs
        activeKey={tab}
        onChange={(next) => setSearch(next === 'deliveries' ? {} : { tab: next })}
        destroyOnHidden
        items={[
          { key: 'deliveries', label: t('deliveriesUi.mine.tab'), children: <ResourceList def={def} /> },
          {
            key: 'invitations',
            label: t('deliveriesUi.invitation.tab'),
            children: <ResourceList def={invitationsResource} dialogs={dialogs} />,
          },
        ]}
      />
    </ResourcePage>
  );
}
