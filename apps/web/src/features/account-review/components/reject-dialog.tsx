import { FormDialog, defineFields } from '@/components/resource';
import { type OrgAccount, rejectOrg } from '../api/review';

const fields = defineFields([
  { name: 'name', labelKey: 'accountReview.org.name', type: 'text', readOnlyIn: ['edit'] },
  {
    name: 'reason',
    labelKey: 'accountReview.reason',
    type: 'textarea',
    required: true,
    helpKey: 'accountReview.reasonHelp',
    rules: [{ max: 500, message: 'accountReview.reasonTooLong' }],
  },
]);

type Values = { name: string; reason: string };

/** Rejects a pending organisation; the reason goes to the applicant in their message. */
export function RejectDialog({
  org,
  onClose,
  onDone,
}: {
  org: OrgAccount;
  onClose: () => void;
  onDone: (successText: string) => void;
}) {
  return (
    <FormDialog<Values>
      open
      mode="edit"
      titleKey="accountReview.rejectTitle"
      titleParams={{ name: org.name }}
      fields={fields}
      initialValues={{ name: org.name }}
      submit={({ reason }) => rejectOrg(org.id, reason.trim())}
      successKey="accountReview.rejected"
      onClose={onClose}
      onDone={onDone}
    />
  );
}
