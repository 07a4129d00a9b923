import type { Dayjs } from 'dayjs';
import { ARCHIVE_STATUSES, DISPATCH_METHODS } from '@rcwb/shared';
import { type Option, defineFields } from '@/components/resource';

export const STATUS_OPTIONS: Option[] = ARCHIVE_STATUSES.map((s) => ({
  value: s,
  labelKey: `archives.status.${s}`,
}));
const DISPATCH_OPTIONS: Option[] = DISPATCH_METHODS.map((d) => ({
  value: d,
  labelKey: `archives.dispatch.${d}`,
}));

const text = (name: string, max: number, required = true) => ({
  name,
  labelKey: `archives.field.${name}`,
  type: 'text' as const,
  required,
  rules: [{ max }],
});
const note = {
  name: 'note',
  labelKey: 'archives.field.note',
  type: 'textarea' as const,
  rules: [{ max: 500 }],
};

export const REGISTER_FIELDS = defineFields([
  text('number', 30),
  { ...text('holderUsername', 50), helpKey: 'archives.help.holderUsername' },
  text('source', 200),
  { name: 'receivedOn', labelKey: 'archives.field.receivedOn', type: 'date', required: true },
  text('shelf', 60),
]);
export const RECEIVE_FIELDS = defineFields([text('source', 200), text('shelf', 60), note]);
export const LEND_FIELDS = defineFields([
  text('borrower', 200),
  { name: 'dueOn', labelKey: 'archives.field.dueOn', type: 'date', required: true },
  note,
]);
export const RETURN_FIELDS = defineFields([text('shelf', 60), note]);
export const TRANSFER_FIELDS = defineFields([
  text('targetAgency', 200),
  text('letterNo', 60),
  {
    name: 'dispatch',
    labelKey: 'archives.field.dispatch',
    type: 'select',
    options: DISPATCH_OPTIONS,
    required: true,
    helpKey: 'archives.help.dispatch',
  },
  text('trackingNo', 40),
  text('receipt', 200, false),
]);

/** Form values with the pickers' dates turned into the days the server takes. */
export function withDays(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values))
    out[k] = v && typeof (v as Dayjs).format === 'function' ? (v as Dayjs).format('YYYY-MM-DD') : (v ?? '');
  return out;
}
