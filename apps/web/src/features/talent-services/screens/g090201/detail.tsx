import { RecordMissing, useRecordId } from '@/components/record-state';
import { RecognitionDetail } from '../../components/recognition-detail';

/** g090201 detail/{id}/{type} (menu component key 'g090201/detail'): my recognition application. */
export default function MyRecognitionScreen() {
  const id = useRecordId('path');
  if (id === null) return <RecordMissing badLink />;
  return <RecognitionDetail id={id} staff={false} />;
}
