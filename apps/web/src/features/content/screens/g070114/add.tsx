import { AnnouncementForm } from '../../admin/announcement-form';

/** g070114/add: a new announcement. */
export default function AnnouncementAddScreen() {
  return <AnnouncementForm mode="add" />;
}
