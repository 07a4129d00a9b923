import { BatchPicker } from '../../components/batch-picker';

/** g060102: the batches whose applications from individuals reviewers handle (menu component 'g060102/batches'). */
export default function Screen() {
  return <BatchPicker kind="person" />;
}
