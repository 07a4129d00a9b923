import { Form, Select } from 'antd';
import { useTranslation } from '@/lib/i18n';
import dayjs, { type Dayjs } from 'dayjs';
import { GIG_CATEGORIES, GIG_PAY_UNITS } from '@rcwb/shared';
import { MapPointInput, type MapPointInputProps, type TMapPoint } from '@/components/map-point';
import { defineFields } from '@/components/resource';
import { type TPhoto, PhotoInput } from './photo-input';
import type { CardFields, CardRow, GigFields, GigRow } from '../api/gigs';

const categoryOptions = GIG_CATEGORIES.map((c) => ({ value: c, labelKey: `gigs.category.${c}` }));
const unitOptions = GIG_PAY_UNITS.map((u) => ({ value: u, labelKey: `gigs.payUnit.${u}` }));
const time = [{ pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: 'gigs.timeFormat' }];
/** Free-text skills: type one and press Enter. */
const tags = () => <Select mode="tags" open={false} suffixIcon={null} />;

/** Both coordinates, whether clicked on the map or typed. */
const pointRules = [
  {
    validator: async (_: unknown, p: TMapPoint | null | undefined) => {
      if (p && (p.lat === null) !== (p.lng === null)) throw new Error('gigs.point');
    },
  },
];

type TPointProps = Pick<MapPointInputProps, 'value' | 'onChange' | 'id'> & {
  /** The form field of the district the map is fitted to (none: the whole region). */
  areaField?: string;
  mapKey: string;
};

/** A place on the region's map (the gig's, the worker's home); antd Form passes value and onChange. */
function PointInput({ areaField, mapKey, ...props }: TPointProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const area = Form.useWatch<string | null>(areaField ?? '', form) ?? null;
  const title = Form.useWatch<string | null>('title', form) ?? '';
  return (
    <MapPointInput
      {...props}
      area={areaField ? area : null}
      name={title}
      labels={{
        map: t(mapKey),
        lat: t('gigsAdmin.field.lat'),
        lng: t('gigsAdmin.field.lng'),
        clear: t('gigsAdmin.field.clearPoint'),
      }}
      testId="gig"
    />
  );
}

/** The gig form (add and edit). The place's point is picked on the map or typed. */
export const GIG_FIELDS = defineFields([
  { name: 'title', labelKey: 'gigsAdmin.col.title', type: 'text', required: true, rules: [{ max: 50 }] },
  {
    name: 'category',
    labelKey: 'gigsAdmin.col.category',
    type: 'select',
    options: categoryOptions,
    required: true,
  },
  { name: 'payAmount', labelKey: 'gigsAdmin.field.payAmount', type: 'number', required: true },
  {
    name: 'payUnit',
    labelKey: 'gigsAdmin.field.payUnit',
    type: 'select',
    options: unitOptions,
    required: true,
  },
  { name: 'startDate', labelKey: 'gigsAdmin.field.startDate', type: 'date', required: true },
  { name: 'endDate', labelKey: 'gigsAdmin.field.endDate', type: 'date', required: true },
  {
    name: 'dailyStart',
    labelKey: 'gigsAdmin.field.dailyStart',
    type: 'text',
    required: true,
    rules: time,
    placeholderKey: 'gigsAdmin.field.timeHint',
  },
  {
    name: 'dailyEnd',
    labelKey: 'gigsAdmin.field.dailyEnd',
    type: 'text',
    required: true,
    rules: time,
    placeholderKey: 'gigsAdmin.field.timeHint',
  },
  { name: 'area', labelKey: 'gigsAdmin.field.area', type: 'dictTree', dict: 'area', required: true },
  { name: 'address', labelKey: 'gigsAdmin.col.address', type: 'text', required: true, rules: [{ max: 100 }] },
  {
    name: 'point',
    labelKey: 'gigsAdmin.field.point',
    type: 'text',
    required: true,
    rules: pointRules,
    helpKey: 'gigsAdmin.field.pointHelp',
    render: () => <PointInput areaField="area" mapKey="gigsAdmin.field.mapLabel" />,
  },
  { name: 'headcount', labelKey: 'gigsAdmin.col.headcount', type: 'number', required: true },
  {
    name: 'skills',
    labelKey: 'gigsAdmin.col.skills',
    type: 'text',
    render: tags,
    helpKey: 'gigsAdmin.field.tagsHelp',
  },
  { name: 'description', labelKey: 'gigsAdmin.col.description', type: 'textarea', rules: [{ max: 2000 }] },
  {
    name: 'contactName',
    labelKey: 'gigsAdmin.field.contactName',
    type: 'text',
    required: true,
    rules: [{ max: 30 }],
  },
  {
    name: 'contactPhone',
    labelKey: 'gigsAdmin.field.contactPhone',
    type: 'text',
    required: true,
    rules: [{ max: 30 }],
  },
]);

type TGigForm = Omit<GigFields, 'startDate' | 'endDate' | 'lat' | 'lng'> & {
  startDate: Dayjs;
  endDate: Dayjs;
  point: TMapPoint | null;
};

export const gigToForm = ({ lat, lng, ...g }: GigRow): Partial<TGigForm> => ({
  ...g,
  point: { lat, lng },
  contactName: g.contactName ?? '',
  contactPhone: g.contactPhone ?? '',
  startDate: dayjs(g.startDate),
  endDate: dayjs(g.endDate),
});

export const gigFromForm = ({ point, ...v }: TGigForm): GigFields => ({
  ...v,
  // Both are required: the form's rule has seen to it, the server checks again.
  lat: point?.lat ?? Number.NaN,
  lng: point?.lng ?? Number.NaN,
  skills: v.skills ?? [],
  description: v.description ?? '',
  startDate: v.startDate.format('YYYY-MM-DD'),
  endDate: v.endDate.format('YYYY-MM-DD'),
});

const dayOptions = [1, 2, 3, 4, 5, 6, 7].map((d) => ({
  value: String(d),
  labelKey: `gigsAdmin.weekday.${d}`,
}));

/** The worker card form. */
export const CARD_FIELDS = defineFields([
  {
    name: 'categories',
    labelKey: 'gigsAdmin.col.categories',
    type: 'multiSelect',
    options: categoryOptions,
    required: true,
  },
  {
    name: 'skills',
    labelKey: 'gigsAdmin.col.skills',
    type: 'text',
    render: tags,
    helpKey: 'gigsAdmin.field.tagsHelp',
  },
  {
    name: 'areas',
    labelKey: 'gigsAdmin.field.areas',
    type: 'text',
    render: tags,
    required: true,
    helpKey: 'gigsAdmin.field.areasHelp',
  },
  { name: 'days', labelKey: 'gigsAdmin.col.days', type: 'multiSelect', options: dayOptions, required: true },
  {
    name: 'timeFrom',
    labelKey: 'gigsAdmin.field.timeFrom',
    type: 'text',
    required: true,
    rules: time,
    placeholderKey: 'gigsAdmin.field.timeHint',
  },
  {
    name: 'timeTo',
    labelKey: 'gigsAdmin.field.timeTo',
    type: 'text',
    required: true,
    rules: time,
    placeholderKey: 'gigsAdmin.field.timeHint',
  },
  { name: 'expectedPay', labelKey: 'gigsAdmin.col.expectedPay', type: 'number', required: true },
  {
    name: 'payUnit',
    labelKey: 'gigsAdmin.field.payUnit',
    type: 'select',
    options: unitOptions,
    required: true,
  },
  {
    name: 'point',
    labelKey: 'gigsAdmin.field.home',
    type: 'text',
    required: true,
    rules: pointRules,
    helpKey: 'gigsAdmin.field.homeHelp',
    render: () => <PointInput mapKey="gigsAdmin.field.homeMapLabel" />,
  },
  { name: 'intro', labelKey: 'gigsAdmin.col.intro', type: 'textarea', rules: [{ max: 500 }] },
  {
    name: 'photo',
    labelKey: 'gigsAdmin.col.photo',
    type: 'text',
    helpKey: 'gigsAdmin.field.photoHelp',
    render: () => <PhotoInput />,
  },
]);

type TCardForm = Omit<CardFields, 'days' | 'lat' | 'lng' | 'photoFileId'> & {
  days: string[];
  point: TMapPoint | null;
  photo: TPhoto | null;
};

export const cardToForm = ({ lat, lng, photoFileId, photoUrl, ...c }: CardRow): Partial<TCardForm> => ({
  ...c,
  days: c.days.map(String),
  point: { lat, lng },
  photo: photoFileId && photoUrl ? { id: photoFileId, url: photoUrl } : null,
});
export const cardFromForm = ({ point, photo, ...v }: TCardForm): CardFields => ({
  ...v,
  lat: point?.lat ?? Number.NaN,
  lng: point?.lng ?? Number.NaN,
  photoFileId: photo?.id ?? null,
  skills: v.skills ?? [],
  intro: v.intro ?? '',
  days: v.days.map(Number),
});
