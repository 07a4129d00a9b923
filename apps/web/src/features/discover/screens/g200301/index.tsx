import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ResourceList, ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { expertResource } from '../../admin/discover-admin';

/** g200301 experts (menu component key 'g200301/index'). */
export default function ExpertsScreen() {
  const title = useScreenTitle('g200301');
  const navigate = useNavigate();
  const def = useMemo(() => expertResource(navigate), [navigate]);
  return (
    <ResourcePage title={title}>
      <ResourceList def={def} />
    </ResourcePage>
  );
}
