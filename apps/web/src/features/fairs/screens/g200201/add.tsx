import { Flex } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useParams } from 'react-router';
import { ContentFormPage } from '@/components/content-admin';
import { parseRecordId } from '@/components/record-state';
import { screenName } from '@/lib/screen-title';
import { fairAdmin } from '../../api/fairs';
import { FAIR_SCREEN } from '../../admin/fair-admin';
import { CancelCard, PastHint, RecapCard } from '../../admin/fair-extras';
import { fairFields, fairToBody, fairToForm } from '../../admin/fair-fields';
import { LayoutEditor } from '../../admin/layout-editor';

/**
 * g200201 add (`add`) and edit/view (`add/{id}/{type}`, type 'edit' or 'view'): the fair's form,
 * then (once saved) its booth layout, its recap and cancelling it.
 */
export default function FairFormScreen() {
  const { t } = useTranslation();
  const { id, type } = useParams();
  const fairId = parseRecordId(id);
  const queryKey = [fairAdmin.key, 'detail', fairId] as const;
  const fair = useQuery({
    queryKey,
    queryFn: () => fairAdmin.get(fairId!),
    enabled: fairId !== null,
  });
  const ended = fair.data?.phase === 'ended';
  const cancelled = fair.data?.status === 'cancelled';
  const mode = !id ? 'add' : type === 'view' || ended || cancelled ? 'view' : 'edit';
  return (
    <Flex vertical gap={16}>
      {ended && <PastHint />}
      <ContentFormPage
        title={
          mode === 'add'
            ? screenName('g200201/add')
            : mode === 'view'
              ? screenName('g200201/add/:id/:type')
              : t('fairAdmin.edit')
        }
        mode={mode}
        fields={fairFields}
        record={
          id
            ? {
                id: fairId,
                queryKey,
                load: (recordId) => fairAdmin.get(recordId) as Promise<Record<string, unknown>>,
              }
            : undefined
        }
        toForm={fairToForm}
        toBody={fairToBody}
        save={(body, recordId) => (recordId ? fairAdmin.edit(recordId, body) : fairAdmin.add(body))}
        backTo={FAIR_SCREEN}
        invalidate={[fairAdmin.key]}
      />
      {fair.data && fair.data.kind !== 'online' && (
        <LayoutEditor
          key={fair.dataUpdatedAt}
          fairId={fair.data.id}
          layout={fair.data.layout}
          readOnly={mode === 'view'}
        />
      )}
      {fair.data && (
        <RecapCard
          key={`recap-${fair.dataUpdatedAt}`}
          fair={fair.data}
          readOnly={type === 'view' || cancelled}
        />
      )}
      {fair.data && type !== 'view' && <CancelCard fair={fair.data} />}
    </Flex>
  );
}
