import { BatchApplications } from '../../components/batch-applications';

/** g060102 index/{id}: the applications of one batch, from individuals. */
export default function Screen() {
  return <BatchApplications kind="person" />;
}
