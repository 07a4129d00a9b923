import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { type DialogRenderers, FormDialog, ResourceList, ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { type MyGigRow, addGig, editGig } from '../../api/gigs';
import { GIG_FIELDS, gigFromForm, gigToForm } from '../../components/gig-fields';
import { myGigsResource } from '../../components/my-gigs-resource';

const dialogs: DialogRenderers<MyGigRow> = {
  add: ({ close, done }) => (
    <FormDialog
      open
      mode="add"
      titleKey="gigsAdmin.addTitle"
      fields={GIG_FIELDS}
      submit={(v) => addGig(gigFromForm(v as never))}
      onClose={close}
      onDone={done}
      width={720}
    />
  ),
  edit: ({ row, close, done }) =>
    row && (
      <FormDialog
        open
        mode="edit"
        titleKey="gigsAdmin.editTitle"
        titleParams={{ title: row.title }}
        fields={GIG_FIELDS}
        initialValues={gigToForm(row) as never}
        submit={(v) => editGig(row.id, gigFromForm(v as never))}
        onClose={close}
        onDone={done}
        width={720}
      />
    ),
};

/** g010901 my gigs (organisations and persons with a complete identity post gigs). */
export default function MyGigsScreen() {
  const title = useScreenTitle('g010901');
  const navigate = useNavigate();
  const def = useMemo(() => myGigsResource(navigate), [navigate]);
  return (
    <ResourcePage title={title}>
      <ResourceList def={def} dialogs={dialogs} />
    </ResourcePage>
  );
}
