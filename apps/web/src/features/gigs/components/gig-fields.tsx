import { Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { GIG_CATEGORIES, GIG_PAY_UNITS } from '@rcwb/shared';
import { defineFields } from '@/components/resource';
import type { CardFields, CardRow, GigFields, GigRow } from '../api/gigs';

const categoryOptions = GIG_CATEGORIES.map((c) => ({ value: c, labelKey: `gigs.category.${c}` }));
const unitOptions = GIG_PAY_UNITS.map((u) => ({ value: u, labelKey: `gigs.payUnit.${u}` }));
const time = [{ pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: 'gigs.timeFormat' }];
/** Free-text skills: type one and press Enter. */
const tags = () => <Select mode="tags" open={false} suffixIcon={null} />;

/** The gig form (add and edit). The point is the place's latitude and longitude (a map pin's). */
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
    name: 'lat',
    labelKey: 'gigsAdmin.field.lat',
    type: 'number',
    required: true,
    helpKey: 'gigsAdmin.field.pointHelp',
  },
  { name: 'lng', labelKey: 'gigsAdmin.field.lng', type: 'number', required: true },
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

type TGigForm = Omit<GigFields, 'startDate' | 'endDate'> & { startDate: Dayjs; endDate: Dayjs };

export const gigToForm = (g: GigRow): Partial<TGigForm> => ({
  ...g,
  contactName: g.contactName ?? '',
  contactPhone: g.contactPhone ?? '',
  startDate: dayjs(g.startDate),
  endDate: dayjs(g.endDate),
});

export const gigFromForm = (v: TGigForm): GigFields => ({
  ...v,
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
    name: 'lat',
    labelKey: 'gigsAdmin.field.lat',
    type: 'number',
    required: true,
    helpKey: 'gigsAdmin.field.homeHelp',
  },
  { name: 'lng', labelKey: 'gigsAdmin.field.lng', type: 'number', required: true },
  { name: 'intro', labelKey: 'gigsAdmin.col.intro', type: 'textarea', rules: [{ max: 500 }] },
]);

type TCardForm = Omit<CardFields, 'days'> & { days: string[] };

export const cardToForm = (c: CardRow): Partial<TCardForm> => ({ ...c, days: c.days.map(String) });
export const cardFromForm = (v: TCardForm): CardFields => ({
  ...v,
  skills: v.skills ?? [],
  intro: v.intro ?? '',
  days: v.days.map(Number),
});
