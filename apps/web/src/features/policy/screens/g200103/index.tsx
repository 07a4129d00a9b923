import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ResourceList, ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { policyResource } from '../../admin/policy-resource';

/** g200103 talent policies (menu component key 'g200103/index'). */
export default function PoliciesScreen() {
  const title = useScreenTitle('g200103');
  const navigate = useNavigate();
  const def = useMemo(() => policyResource(navigate), [navigate]);
  return (
    <ResourcePage title={title}>
      <ResourceList def={def} />
    </ResourcePage>
  );
}
