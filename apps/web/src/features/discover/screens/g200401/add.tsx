import { useTranslation } from '@/lib/i18n';
import { useParams, useSearchParams } from 'react-router';
import { ContentFormPage } from '@/components/content-admin';
import { parseRecordId } from '@/components/record-state';
import {
  DISCOVER_SCREEN,
  achievementAdmin,
  achievementFields,
  demandAdmin,
  demandFields,
} from '../../admin/discover-admin';

/**
 * g200401 add (`add?kind=`) and edit/view (`add/{id}/{type}?kind=`) of a technology demand or
 * an achievement (`kind=achievement`).
 */
export default function DemandAchievementFormScreen() {
  const { t } = useTranslation();
  const { id, type } = useParams();
  const [search] = useSearchParams();
  const kind = search.get('kind') === 'achievement' ? 'achievement' : 'demand';
  const admin = kind === 'achievement' ? achievementAdmin : demandAdmin;
  const itemId = parseRecordId(id);
  const mode = !id ? 'add' : type === 'view' ? 'view' : 'edit';
  return (
    <ContentFormPage
      title={t(`discoverAdmin.${kind}.${mode}`)}
      mode={mode}
      fields={kind === 'achievement' ? achievementFields : demandFields}
      record={
        id
          ? {
              id: itemId,
              queryKey: [admin.key, 'detail', itemId],
              load: (recordId) => admin.get(recordId) as Promise<unknown> as Promise<Record<string, unknown>>,
            }
          : undefined
      }
      save={(body, recordId) => (recordId ? admin.edit(recordId, body) : admin.add(body))}
      backTo={`${DISCOVER_SCREEN}?kind=${kind}`}
      invalidate={[admin.key]}
    />
  );
}
