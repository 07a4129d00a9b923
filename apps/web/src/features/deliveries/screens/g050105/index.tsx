import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ResourceList, ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { orgInterviewsResource } from '../../components/delivery-resources';

/** g050105 interviews (menu component key 'g050105/index'): upcoming first, then past ones. */
export default function InterviewsScreen() {
  const title = useScreenTitle('g050105');
  const navigate = useNavigate();
  const def = useMemo(() => orgInterviewsResource(navigate), [navigate]);
  return (
    <ResourcePage title={title}>
      <ResourceList def={def} />
    </ResourcePage>
  );
}
