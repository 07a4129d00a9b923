import { BatchApplications } from '../../components/batch-applications';

/** g060105 index/{id}: the applications of one batch, from organisations. */
export default function Screen() {
  return <BatchApplications kind="org" />;
}
