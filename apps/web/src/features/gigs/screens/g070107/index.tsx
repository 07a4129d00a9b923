import { ResourceList, ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { cardReviewResource } from '../../components/gig-review-resources';

/** g070107 worker card review (menu component key 'g070107/index'). */
export default function WorkerCardReviewScreen() {
  const title = useScreenTitle('g070107');
  return (
    <ResourcePage title={title}>
      <ResourceList def={cardReviewResource} />
    </ResourcePage>
  );
}
