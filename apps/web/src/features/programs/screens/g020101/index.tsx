import { ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { ApplicantIndex } from '../../components/applicant-index';

/** g020101 talent programs for individuals (menu component key 'g020101/index'). */
export default function PersonProgramsScreen() {
  const title = useScreenTitle('g020101');
  return (
    <ResourcePage title={title}>
      <ApplicantIndex type="person" />
    </ResourcePage>
  );
}
