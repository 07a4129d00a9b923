import '@/lib/server-messages/i18n-scope';
import { useMemo } from 'react';
import { FormDialog, type DialogProps, defineFields } from '@/components/resource';
import { type JobAlert, editAlert } from '../api/job-alerts';

const fields = defineFields([
  {
    name: 'name',
    labelKey: 'personJobs.alerts.name',
    type: 'text',
    required: true,
    rules: [{ max: 40, message: 'alerts.nameLength' }],
  },
]);

/** Renames a job alert; the server's refusal (e.g. too long) shows on the field. */
export function RenameAlertDialog({ row, close, done }: DialogProps<JobAlert>) {
  const initialValues = useMemo(() => ({ name: row?.name ?? '' }), [row]);
  if (!row) return null;
  return (
    <FormDialog<{ name: string }>
      open
      mode="edit"
      titleKey="personJobs.alerts.renameTitle"
      fields={fields}
      initialValues={initialValues}
      submit={(values) => editAlert(row.id, { name: values.name.trim() })}
      onClose={close}
      onDone={done}
    />
  );
}
