import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ResourceList, ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { recognitionResource } from '../../components/staff-resources';

/** g090202 (menu component key 'g090202/index'): the recognitions reviewers decide. */
export default function RecognitionReviewListScreen() {
  const title = useScreenTitle('g090202');
  const navigate = useNavigate();
  const def = useMemo(() => recognitionResource(navigate), [navigate]);
  return (
    <ResourcePage title={title}>
      <ResourceList def={def} />
    </ResourcePage>
  );
}
