import { AnnouncementForm } from '../../admin/announcement-form';

/** g070114/edit/{id}: change an announcement. */
export default function AnnouncementEditScreen() {
  return <AnnouncementForm mode="edit" />;
}
