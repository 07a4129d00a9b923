import { BatchPicker } from '../../components/batch-picker';

/** g060105: the batches whose applications from organisations reviewers handle (menu component 'g060105/batches'). */
export default function Screen() {
  return <BatchPicker kind="org" />;
}
