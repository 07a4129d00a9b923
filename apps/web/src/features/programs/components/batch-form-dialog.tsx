import { useMemo } from 'react';
import dayjs from 'dayjs';
import { FormDialog, type FormMode } from '@/components/resource';
import { type ProgramBatch, addBatch, editBatch } from '../api/programs';
import { BATCH_FIELDS, type BatchFormValues, batchFromForm, batchToForm } from './batch-fields';

type Props = { mode: FormMode; batch?: ProgramBatch; onClose: () => void; onDone: (text: string) => void };

/** Add or edit a batch: the same fields; a new batch starts as a draft for this year. */
export function BatchFormDialog({ mode, batch, onClose, onDone }: Props) {
  const initialValues = useMemo<Partial<BatchFormValues>>(
    () =>
      batch
        ? batchToForm(batch)
        : { year: dayjs().year(), applicantType: 'person', process: 'talent-program.person', materials: [] },
    [batch],
  );
  const submit = (v: BatchFormValues) =>
    mode === 'edit' && batch ? editBatch(batch.id, batchFromForm(v)) : addBatch(batchFromForm(v));
  return (
    <FormDialog<BatchFormValues>
      open
      mode={mode}
      titleKey={mode === 'add' ? 'programs.add' : 'programs.edit'}
      fields={BATCH_FIELDS}
      initialValues={initialValues}
      submit={submit}
      onClose={onClose}
      onDone={onDone}
      width={720}
    />
  );
}
