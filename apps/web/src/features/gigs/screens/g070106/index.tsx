import { ResourceList, ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { gigReviewResource } from '../../components/gig-review-resources';

/** g070106 gig review (menu component key 'g070106/index'): approve, reject or return submitted gigs. */
export default function GigReviewScreen() {
  const title = useScreenTitle('g070106');
  return (
    <ResourcePage title={title}>
      <ResourceList def={gigReviewResource} />
    </ResourcePage>
  );
}
