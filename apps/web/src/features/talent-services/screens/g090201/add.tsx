import { ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { RecognitionApply } from '../../components/recognition-apply';

/** g090201 add (menu component key 'g090201/add'): apply for a talent tier, my applications. */
export default function RecognitionApplyScreen() {
  const title = useScreenTitle('g090201:add');
  return (
    <ResourcePage title={title}>
      <RecognitionApply />
    </ResourcePage>
  );
}
