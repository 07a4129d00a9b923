import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ResourceList, ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { requestResource } from '../../components/staff-resources';

/** g090302 (menu component key 'g090302/index'): the service requests reviewers handle. */
export default function ServiceReviewListScreen() {
  const title = useScreenTitle('g090302');
  const navigate = useNavigate();
  const def = useMemo(() => requestResource(navigate), [navigate]);
  return (
    <ResourcePage title={title}>
      <ResourceList def={def} />
    </ResourcePage>
  );
}
