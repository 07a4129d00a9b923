import type { TScreenKey } from '@rcwb/shared';
import { useParams } from 'react-router';
import { type ContentFormMode, ContentFormPage } from '@/components/content-admin';
import { parseRecordId } from '@/components/record-state';
import { useScreenTitle } from '@/lib/screen-title';
import { ANNOUNCEMENT_SCREEN, announcementAdmin, announcementFields } from './content-admin';

/** The manifest entry of each mode's page, whose title the page shows. */
const ANNOUNCEMENT_PAGES = {
  add: 'g070114/add',
  edit: 'g070114/edit/:id',
  view: 'g070114/details/:id/:type',
} as const satisfies Record<ContentFormMode, TScreenKey>;

/** The announcement page in one of its modes (g070114 add, edit/{id}, details/{id}/{type}). */
export function AnnouncementForm({ mode }: { mode: ContentFormMode }) {
  const title = useScreenTitle(ANNOUNCEMENT_PAGES[mode]);
  const { id } = useParams();
  const itemId = parseRecordId(id);
  return (
    <ContentFormPage
      title={title}
      mode={mode}
      fields={announcementFields}
      record={
        id
          ? {
              id: itemId,
              queryKey: [announcementAdmin.key, 'detail', itemId],
              load: (recordId) =>
                announcementAdmin.get(recordId) as Promise<unknown> as Promise<Record<string, unknown>>,
            }
          : undefined
      }
      save={(body, recordId) =>
        recordId ? announcementAdmin.edit(recordId, body) : announcementAdmin.add(body)
      }
      backTo={ANNOUNCEMENT_SCREEN}
      invalidate={[announcementAdmin.key]}
    />
  );
}
