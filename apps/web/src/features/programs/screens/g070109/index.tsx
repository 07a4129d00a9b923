import { type DialogRenderers, ResourceList, ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import type { ProgramBatch } from '../../api/programs';
import { BatchFormDialog } from '../../components/batch-form-dialog';
import { batchResource } from '../../components/batch-resource';

const dialogs: DialogRenderers<ProgramBatch> = {
  add: ({ close, done }) => <BatchFormDialog mode="add" onClose={close} onDone={done} />,
  edit: ({ row, close, done }) =>
    row && <BatchFormDialog mode="edit" batch={row} onClose={close} onDone={done} />,
};

/** g070109 talent program batches (menu component key 'g070109/index'). */
export default function ProgramBatchesScreen() {
  const title = useScreenTitle('g070109');
  return (
    <ResourcePage title={title}>
      <ResourceList def={batchResource} dialogs={dialogs} />
    </ResourcePage>
  );
}
