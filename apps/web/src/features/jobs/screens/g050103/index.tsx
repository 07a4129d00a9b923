import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ResourceList, ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { myJobsResource } from '../../components/job-resources';

/** g050103 my postings (menu component key 'g050103/index'). */
export default function MyJobsScreen() {
  const title = useScreenTitle('g050103');
  const navigate = useNavigate();
  const def = useMemo(() => myJobsResource(navigate), [navigate]);
  return (
    <ResourcePage title={title}>
      <ResourceList def={def} />
    </ResourcePage>
  );
}
