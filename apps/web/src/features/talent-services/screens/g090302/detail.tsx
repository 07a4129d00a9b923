import { RecordMissing, useRecordId } from '@/components/record-state';
import { RequestDetail } from '../../components/request-detail';

/** g090302 detail/{id}/{type} (menu component key 'g090302/detail'): handling of a service request. */
export default function ServiceReviewScreen() {
  const id = useRecordId('path');
  if (id === null) return <RecordMissing badLink />;
  return <RequestDetail id={id} staff />;
}
