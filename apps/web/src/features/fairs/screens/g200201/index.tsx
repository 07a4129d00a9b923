import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ResourceList, ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { fairResource } from '../../admin/fair-resource';

/** g200201 job fairs (menu component key 'g200201/index'). */
export default function FairsScreen() {
  const title = useScreenTitle('g200201');
  const navigate = useNavigate();
  const def = useMemo(() => fairResource(navigate), [navigate]);
  return (
    <ResourcePage title={title}>
      <ResourceList def={def} />
    </ResourcePage>
  );
}
