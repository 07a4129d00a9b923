import { CONTENT_PERMS } from '@rcwb/shared';
import { ContentDialog, addButton, editAction, publicationActions } from '@/components/content-admin';
import {
  type DialogRenderers,
  ResourceList,
  ResourcePage,
  defineFields,
  defineResource,
} from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import type { Dimension } from '../../api/policies';
import { dimensionAdmin } from '../../admin/policy-admin';

const fields = defineFields([
  { name: 'nameZh', labelKey: 'policyAdmin.nameZh', type: 'text', required: true },
  { name: 'nameEn', labelKey: 'policyAdmin.nameEn', type: 'text', required: true },
  {
    name: 'type',
    labelKey: 'policyAdmin.dimensionType',
    type: 'dict',
    dict: 'dimension_type',
    required: true,
  },
  { name: 'unit', labelKey: 'policyAdmin.unit', type: 'text', helpKey: 'policyAdmin.unitHelp' },
  { name: 'sort', labelKey: 'contentAdmin.sort', type: 'number' },
]);

const resource = defineResource<Dimension>({
  id: dimensionAdmin.key,
  rowKey: (d) => d.id,
  fetchPage: dimensionAdmin.list,
  filters: [{ key: 'keyword', type: 'text', labelKey: 'policy.filter.keyword' }],
  columns: [
    { key: 'nameZh', titleKey: 'policyAdmin.nameZh', hideable: false },
    { key: 'nameEn', titleKey: 'policyAdmin.nameEn' },
    { key: 'type', titleKey: 'policyAdmin.dimensionType', type: 'dict', dict: 'dimension_type' },
    { key: 'unit', titleKey: 'policyAdmin.unit' },
    { key: 'sort', titleKey: 'contentAdmin.sort', type: 'number' },
  ],
  toolbar: [addButton(CONTENT_PERMS.dimension)],
  rowActions: [
    editAction(CONTENT_PERMS.dimension),
    ...publicationActions(dimensionAdmin, CONTENT_PERMS.dimension, { publishable: false }),
  ],
});

const dialogs: DialogRenderers<Dimension> = {
  add: (p) => (
    <ContentDialog {...p} api={dimensionAdmin} fields={fields} titleKey="policyAdmin.addDimension" />
  ),
  edit: (p) => (
    <ContentDialog {...p} api={dimensionAdmin} fields={fields} titleKey="policyAdmin.editDimension" />
  ),
};

/** g200104 comparison dimensions (menu component key 'g200104/index'). */
export default function DimensionsScreen() {
  const title = useScreenTitle('g200104');
  return (
    <ResourcePage title={title}>
      <ResourceList def={resource} dialogs={dialogs} />
    </ResourcePage>
  );
}
