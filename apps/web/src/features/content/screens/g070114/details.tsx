import { useParams } from 'react-router';
import { AnnouncementForm } from '../../admin/announcement-form';

/** g070114/details/{id}/{type}: an announcement read-only ('view') or editable ('edit'). */
export default function AnnouncementDetailsScreen() {
  const { type } = useParams();
  return <AnnouncementForm mode={type === 'edit' ? 'edit' : 'view'} />;
}
