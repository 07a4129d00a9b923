import { SMS_PERMS } from '@rcwb/shared';
import { defineResource } from '@/components/resource';
import { type OutboxMessage, SMS_TEMPLATES, listOutbox } from '../api/outbox';
import { TemplateName } from './template-name';

/** g070113: the SMS outbox, newest first (the server's order), filtered by number and template. */
export const outboxResource = defineResource<OutboxMessage>({
  id: 'sms-outbox',
  rowKey: (m) => m.id,
  fetchPage: listOutbox,
  filters: [
    {
      key: 'recipient',
      type: 'text',
      labelKey: 'smsOutbox.recipient',
      placeholderKey: 'smsOutbox.recipientHint',
    },
    {
      key: 'template',
      type: 'select',
      labelKey: 'smsOutbox.template',
      options: SMS_TEMPLATES.map((value) => ({ value, labelKey: `smsOutbox.template.${value}` })),
    },
  ],
  columns: [
    { key: 'createdAt', titleKey: 'smsOutbox.sentAt', type: 'datetime', hideable: false, width: 180 },
    { key: 'recipient', titleKey: 'smsOutbox.recipient', width: 140 },
    {
      key: 'template',
      titleKey: 'smsOutbox.template',
      width: 200,
      render: (m) => <TemplateName template={m.template} />,
    },
    { key: 'text', titleKey: 'smsOutbox.text' },
    { key: 'hasCode', titleKey: 'smsOutbox.hasCode', type: 'boolean', width: 110 },
  ],
  detail: { titleKey: 'smsOutbox.detail' },
  rowActions: [{ key: 'view', labelKey: 'resource.view', perms: [SMS_PERMS.list], dialog: 'detail' }],
});
