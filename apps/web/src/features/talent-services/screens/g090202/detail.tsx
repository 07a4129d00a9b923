import { RecordMissing, useRecordId } from '@/components/record-state';
import { RecognitionDetail } from '../../components/recognition-detail';

/** g090202 detail/{id}/{type} (menu component key 'g090202/detail'): review of a recognition. */
export default function RecognitionReviewScreen() {
  const id = useRecordId('path');
  if (id === null) return <RecordMissing badLink />;
  return <RecognitionDetail id={id} staff />;
}
