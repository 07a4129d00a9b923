import type { TProgramReferenceForm } from '@rcwb/shared';
import { type DialogRenderers, FormDialog, ResourceList, ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { type ProgramReference, addReference, editReference } from '../../api/programs';
import { REFERENCE_FIELDS, referenceResource } from '../../components/reference-resource';

type Values = Omit<TProgramReferenceForm, 'description' | 'sort'> & {
  description?: string;
  sort?: number | null;
};

const clean = (v: Values) => ({
  nameZh: v.nameZh,
  nameEn: v.nameEn,
  description: v.description ?? '',
  sort: v.sort ?? 0,
});

const dialogs: DialogRenderers<ProgramReference> = {
  add: ({ close, done }) => (
    <FormDialog<Values>
      open
      mode="add"
      titleKey="programs.reference.add"
      fields={REFERENCE_FIELDS}
      initialValues={{ kind: 'tier' }}
      submit={(v) => addReference({ ...clean(v), kind: v.kind, code: v.code })}
      onClose={close}
      onDone={done}
    />
  ),
  edit: ({ row, close, done }) =>
    row && (
      <FormDialog<Values>
        open
        mode="edit"
        titleKey="programs.reference.edit"
        fields={REFERENCE_FIELDS}
        initialValues={row}
        submit={(v) => editReference(row.id, clean(v))}
        onClose={close}
        onDone={done}
      />
    ),
};

/** g070110 talent tiers and service types (menu component key 'g070110/index'). */
export default function ProgramReferencesScreen() {
  const title = useScreenTitle('g070110');
  return (
    <ResourcePage title={title}>
      <ResourceList def={referenceResource} dialogs={dialogs} />
    </ResourcePage>
  );
}
