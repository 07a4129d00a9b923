import { useTranslation } from '@/lib/i18n';
import { useParams } from 'react-router';
import { ContentFormPage } from '@/components/content-admin';
import { parseRecordId } from '@/components/record-state';
import { screenName } from '@/lib/screen-title';
import type { PolicyDetail } from '../../api/policies';
import { DimensionValuesInput, dimensionBody, dimensionFormValues } from '../../admin/dimension-values-input';
import { POLICY_SCREEN, getPolicyForEdit, policyAdmin } from '../../admin/policy-admin';
import { policyFields } from '../../admin/policy-fields';

/** The detail answers attachments with their names; the upload field holds their URLs. */
const toForm = (record: Record<string, unknown>) => ({
  dimensionValues: dimensionFormValues((record as PolicyDetail).dimensionValues),
  attachments: (record as PolicyDetail).attachments.map((a) => a.url),
});
const toBody = (values: Record<string, unknown>) => ({
  dimensionValues: dimensionBody(values.dimensionValues as Record<string, unknown> | undefined),
  relatedIds: ((values.relatedIds as string[] | undefined) ?? []).map(Number),
  keyBenefits: (values.keyBenefits as string[] | undefined) ?? [],
  attachments: (values.attachments as string[] | undefined) ?? [],
});

/**
 * g200103 add (`add`) and edit/view (`add/{id}/{type}`, type 'edit' or 'view'): the policy with
 * its rich-text body, attachments and a value for every comparison dimension.
 */
export default function PolicyFormScreen() {
  const { t } = useTranslation();
  const { id, type } = useParams();
  const policyId = parseRecordId(id);
  const mode = !id ? 'add' : type === 'view' ? 'view' : 'edit';
  return (
    <ContentFormPage
      title={
        mode === 'add'
          ? screenName('g200103/add')
          : t(mode === 'view' ? 'policyAdmin.view' : 'policyAdmin.edit')
      }
      mode={mode}
      fields={policyFields}
      record={
        id
          ? {
              id: policyId,
              queryKey: [policyAdmin.key, 'detail', policyId],
              load: (recordId) => getPolicyForEdit(recordId) as Promise<Record<string, unknown>>,
            }
          : undefined
      }
      toForm={toForm}
      toBody={toBody}
      save={(body, recordId) => (recordId ? policyAdmin.edit(recordId, body) : policyAdmin.add(body))}
      backTo={POLICY_SCREEN}
      invalidate={[policyAdmin.key]}
    >
      <DimensionValuesInput />
    </ContentFormPage>
  );
}
