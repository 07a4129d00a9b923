import { useParams } from 'react-router';
import { StaffFeedbackDetail } from '../../components/staff-detail';

/** g070105 detail/{id}/{title} (menu component key 'g070105/detail'). */
export default function StaffFeedbackDetailScreen() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return null;
  return <StaffFeedbackDetail id={id} />;
}
