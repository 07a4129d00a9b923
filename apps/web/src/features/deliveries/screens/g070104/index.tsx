import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ResourceList, ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { staffDeliveryCounts } from '../../api/deliveries';
import { STAFF_FILTERS, staffDeliveriesResource } from '../../components/delivery-resources';
import { StatusCounts } from '../../components/status-counts';

/** g070104 deliveries overview for staff (menu component key 'g070104/index'), read only. */
export default function DeliveriesOverviewScreen() {
  const title = useScreenTitle('g070104');
  const navigate = useNavigate();
  const def = useMemo(() => staffDeliveriesResource(navigate), [navigate]);
  return (
    <ResourcePage title={title}>
      <StatusCounts listKey={def.id} filters={STAFF_FILTERS} load={staffDeliveryCounts} />
      <ResourceList def={def} />
    </ResourcePage>
  );
}
