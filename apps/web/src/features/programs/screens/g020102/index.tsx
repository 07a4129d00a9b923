import { ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { ApplicantIndex } from '../../components/applicant-index';

/** g020102 talent programs for organisations (menu component key 'g020102/index'). */
export default function OrgProgramsScreen() {
  const title = useScreenTitle('g020102');
  return (
    <ResourcePage title={title}>
      <ApplicantIndex type="org" />
    </ResourcePage>
  );
}
