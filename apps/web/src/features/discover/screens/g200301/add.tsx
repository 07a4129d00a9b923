import { useTranslation } from '@/lib/i18n';
import { useParams } from 'react-router';
import { ContentFormPage } from '@/components/content-admin';
import { parseRecordId } from '@/components/record-state';
import { screenName } from '@/lib/screen-title';
import { EXPERT_SCREEN, expertAdmin, expertFields } from '../../admin/discover-admin';

/** g200301 add (`add`) and edit/view (`add/{id}/{type}`) of an expert. */
export default function ExpertFormScreen() {
  const { t } = useTranslation();
  const { id, type } = useParams();
  const expertId = parseRecordId(id);
  const mode = !id ? 'add' : type === 'view' ? 'view' : 'edit';
  return (
    <ContentFormPage
      title={mode === 'add' ? screenName('g200301/add') : t(`discoverAdmin.expert.${mode}`)}
      mode={mode}
      fields={expertFields}
      record={
        id
          ? {
              id: expertId,
              queryKey: [expertAdmin.key, 'detail', expertId],
              load: (recordId) =>
                expertAdmin.get(recordId) as Promise<unknown> as Promise<Record<string, unknown>>,
            }
          : undefined
      }
      save={(body, recordId) => (recordId ? expertAdmin.edit(recordId, body) : expertAdmin.add(body))}
      backTo={EXPERT_SCREEN}
      invalidate={[expertAdmin.key]}
    />
  );
}
