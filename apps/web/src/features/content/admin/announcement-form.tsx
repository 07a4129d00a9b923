import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type ContentFormMode, ContentFormPage } from '@/components/content-admin';
import { parseRecordId } from '@/components/record-state';
import { ANNOUNCEMENT_SCREEN, announcementAdmin, announcementFields } from './content-admin';

/** The announcement page in one of its modes (g070114 add, edit/{id}, details/{id}/{type}). */
export function AnnouncementForm({ mode }: { mode: ContentFormMode }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const itemId = parseRecordId(id);
  return (
    <ContentFormPage
      title={t(`contentAdmin.announcement.${mode}`)}
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
