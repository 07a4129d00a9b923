import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { FAIR_KINDS } from '@rcwb/shared';
import { RichTextField, SingleImageField, useContentForm } from '@/components/content-admin';
import { defineFields } from '@/components/resource';

/** The instants of a fair, picked with their time. */
export const FAIR_INSTANTS = [
  'startsAt',
  'endsAt',
  'bookingOpensAt',
  'bookingClosesAt',
  'cancelDeadline',
] as const;

type Control<T> = { id?: string; value?: T; onChange?: (v: T | null) => void };

function InstantField({ id, value, onChange }: Control<Dayjs>) {
  const { readOnly } = useContentForm();
  return (
    <DatePicker
      id={id}
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      value={value ?? null}
      onChange={(v) => onChange?.(v)}
      disabled={readOnly}
    />
  );
}

const instant = (name: (typeof FAIR_INSTANTS)[number]) => ({
  name,
  labelKey: `fairAdmin.${name}`,
  type: 'text' as const,
  required: true,
  render: () => <InstantField />,
});

/** The fair form of g200201 (add, edit and view share it); the layout and the recap are saved apart. */
export const fairFields = defineFields([
  {
    name: 'title',
    labelKey: 'fairAdmin.title',
    type: 'text',
    required: true,
    rules: [{ max: 100, message: 'content.tooLong' }],
  },
  {
    name: 'kind',
    labelKey: 'fairAdmin.kind',
    type: 'select',
    required: true,
    options: FAIR_KINDS.map((k) => ({ value: k, labelKey: `fairAdmin.kind.${k}` })),
  },
  { name: 'area', labelKey: 'fairAdmin.area', type: 'dictTree', dict: 'area', required: true },
  ...FAIR_INSTANTS.map(instant),
  {
    name: 'venue',
    labelKey: 'fairAdmin.venue',
    type: 'text',
    rules: [{ max: 200, message: 'content.tooLong' }],
  },
  {
    name: 'transport',
    labelKey: 'fairAdmin.transport',
    type: 'textarea',
    rules: [{ max: 500, message: 'content.tooLong' }],
  },
  { name: 'lat', labelKey: 'fairAdmin.lat', type: 'number' },
  { name: 'lng', labelKey: 'fairAdmin.lng', type: 'number' },
  {
    name: 'organiser',
    labelKey: 'fairAdmin.organiser',
    type: 'text',
    required: true,
    rules: [{ max: 100, message: 'content.tooLong' }],
  },
  { name: 'contactName', labelKey: 'fairAdmin.contactName', type: 'text' },
  { name: 'contactPhone', labelKey: 'fairAdmin.contactPhone', type: 'text' },
  { name: 'banner', labelKey: 'fairAdmin.banner', type: 'text', render: () => <SingleImageField /> },
  { name: 'description', labelKey: 'fairAdmin.description', type: 'text', render: () => <RichTextField /> },
  { name: 'capacity', labelKey: 'fairAdmin.capacity', type: 'number' },
  { name: 'approvedOrgsOnly', labelKey: 'fairAdmin.approvedOrgsOnly', type: 'switch' },
  { name: 'industries', labelKey: 'fairAdmin.industries', type: 'dictMulti', dict: 'industry' },
  { name: 'minResumeCompleteness', labelKey: 'fairAdmin.minResumeCompleteness', type: 'number' },
]);

/** Record → form: instants become pickers' values. */
export const fairToForm = (record: Record<string, unknown>) =>
  Object.fromEntries(FAIR_INSTANTS.map((k) => [k, record[k] ? dayjs(record[k] as string) : undefined]));

const numberOrNull = (v: unknown) => (v === '' || v === undefined || v === null ? null : Number(v));

/** Form → body: instants as ISO times, blank numbers as none. */
export const fairToBody = (values: Record<string, unknown>) => ({
  ...Object.fromEntries(FAIR_INSTANTS.map((k) => [k, (values[k] as Dayjs | undefined)?.toISOString() ?? ''])),
  lat: numberOrNull(values.lat),
  lng: numberOrNull(values.lng),
  capacity: numberOrNull(values.capacity),
  minResumeCompleteness: numberOrNull(values.minResumeCompleteness) ?? 0,
  industries: (values.industries as string[] | undefined) ?? [],
  approvedOrgsOnly: values.approvedOrgsOnly !== false,
  banner: (values.banner as string | undefined) || null,
});
