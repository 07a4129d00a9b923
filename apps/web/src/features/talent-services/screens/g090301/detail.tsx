import { RecordMissing, useRecordId } from '@/components/record-state';
import { RequestDetail } from '../../components/request-detail';

/** g090301 detail/{id}/{type} (menu component key 'g090301/detail'): my service request. */
export default function MyRequestScreen() {
  const id = useRecordId('path');
  if (id === null) return <RecordMissing badLink />;
  return <RequestDetail id={id} staff={false} />;
}
