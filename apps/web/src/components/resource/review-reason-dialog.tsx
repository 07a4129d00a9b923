import { useMemo } from 'react';
import { Form, Select } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { useDict } from '@/lib/dict';
import { FormDialog } from './form-dialog';
import type { ReusableReasons, ReviewActionDef } from './review';
import type { FieldDef } from './types';

type PickProps = { reasons: ReusableReasons; id?: string; value?: string; onChange?: (v: string) => void };

/** The reusable reasons as a select; picking one fills the reason field, which stays editable. */
function ReasonPick({ reasons, id, value, onChange }: PickProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const { entries } = useDict('dict' in reasons ? reasons.dict : undefined);
  const texts = 'dict' in reasons ? entries.map((e) => e.dictLabel) : reasons.keys.map((k) => t(k));
  return (
    <Select
      id={id}
      value={value}
      options={texts.map((text) => ({ value: text, label: text }))}
      onChange={(text: string) => {
        onChange?.(text);
        form.setFieldValue('reason', text);
      }}
    />
  );
}

type Props<R> = {
  row: R;
  action: ReviewActionDef<R>;
  reasons?: ReusableReasons;
  onClose: () => void;
  onDone: (successText: string) => void;
};

type Values = { reason: string };

/**
 * Asks for the reason of a decision: a review's reject or return (required where the server's
 * table says so), or another staff decision told to the owner with its reason (a posting taken
 * down, a resume hidden). Offers the reusable reasons and sends the decision.
 */
export function ReviewReasonDialog<R>({ row, action, reasons, onClose, onDone }: Props<R>) {
  const spec = action.reason!;
  const fields = useMemo((): FieldDef[] => {
    const ownMessage = spec.required && spec.requiredKey;
    const list: FieldDef[] = [];
    if (spec.subject)
      list.push({ name: 'subject', labelKey: spec.subject.labelKey, type: 'text', readOnlyIn: ['edit'] });
    if (reasons)
      list.push({
        name: 'reasonPick',
        labelKey: reasons.labelKey ?? 'resource.review.reasonPick',
        type: 'select',
        render: () => <ReasonPick reasons={reasons} />,
      });
    list.push({
      name: 'reason',
      labelKey: spec.labelKey ?? 'resource.review.reason',
      type: 'textarea',
      required: spec.required && !ownMessage,
      helpKey: spec.helpKey,
      rules: (t) => [
        ...(ownMessage ? [{ required: true, whitespace: true, message: t(ownMessage) }] : []),
        { max: spec.maxLength, message: t('resource.review.tooLong', { max: spec.maxLength }) },
      ],
    });
    return list;
  }, [spec, reasons]);
  // Keyed by the text, not the row object: a page may build its row anew on every render, and new
  // initial values would reset what the reviewer typed.
  const subject = spec.subject?.value(row);
  const initialValues = useMemo(() => (subject === undefined ? {} : { subject }), [subject]);
  return (
    <FormDialog<Values>
      open
      mode="edit"
      titleKey={spec.titleKey}
      titleParams={spec.titleParams(row)}
      fields={fields}
      initialValues={initialValues as Partial<Values>}
      submit={({ reason }) => action.send(row, reason.trim())}
      successKey={action.successKey}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
