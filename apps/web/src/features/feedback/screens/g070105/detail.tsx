import { RecordMissing, useRecordId } from '@/components/record-state';
import { StaffFeedbackDetail } from '../../components/staff-detail';

/** g070105 detail/{id}/{title} (menu component key 'g070105/detail'). */
export default function StaffFeedbackDetailScreen() {
  const id = useRecordId('path');
  if (id === null) return <RecordMissing badLink />;
  return <StaffFeedbackDetail id={id} />;
}
