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
import type { ExpertField } from '../../api/discover';
import { fieldAdmin } from '../../admin/discover-admin';

const fields = defineFields([
  { name: 'nameZh', labelKey: 'policyAdmin.nameZh', type: 'text', required: true },
  { name: 'nameEn', labelKey: 'policyAdmin.nameEn', type: 'text', required: true },
  { name: 'sort', labelKey: 'contentAdmin.sort', type: 'number' },
]);

const resource = defineResource<ExpertField>({
  id: fieldAdmin.key,
  rowKey: (f) => f.id,
  fetchPage: fieldAdmin.list,
  filters: [{ key: 'keyword', type: 'text', labelKey: 'discover.keyword' }],
  columns: [
    { key: 'nameZh', titleKey: 'policyAdmin.nameZh', hideable: false },
    { key: 'nameEn', titleKey: 'policyAdmin.nameEn' },
    { key: 'sort', titleKey: 'contentAdmin.sort', type: 'number' },
  ],
  toolbar: [addButton(CONTENT_PERMS.expertField)],
  rowActions: [
    editAction(CONTENT_PERMS.expertField),
    ...publicationActions(fieldAdmin, CONTENT_PERMS.expertField, { publishable: false }),
  ],
});

const dialogs: DialogRenderers<ExpertField> = {
  add: (p) => <ContentDialog {...p} api={fieldAdmin} fields={fields} titleKey="discoverAdmin.addField" />,
  edit: (p) => <ContentDialog {...p} api={fieldAdmin} fields={fields} titleKey="discoverAdmin.editField" />,
};

/** g200302 expert fields (menu component key 'g200302/index'). */
export default function ExpertFieldsScreen() {
  const title = useScreenTitle('g200302');
  return (
    <ResourcePage title={title}>
      <ResourceList def={resource} dialogs={dialogs} />
    </ResourcePage>
  );
}
