import dayjs, { type Dayjs } from 'dayjs';
import { PROGRAM_PROCESSES, type TMaterial, type TProgramBatchForm } from '@rcwb/shared';
import { defineFields } from '@/components/resource';
import { DictTreeSelect } from '@/components/resource/dict-select';
import { i18n } from '@/lib/i18n';
import { type ProgramBatch, tierOptionsQuery } from '../api/programs';
import { MaterialsInput } from './materials-input';

/** The batch form as the dialog holds it: dates as pickers' values, eligibility flattened. */
export type BatchFormValues = Omit<
  TProgramBatchForm,
  'opensOn' | 'closesOn' | 'eligibility' | 'materials'
> & {
  opensOn: Dayjs;
  closesOn: Dayjs;
  education?: string | null;
  ageMin?: number | null;
  ageMax?: number | null;
  regions?: string[];
  tier?: string | null;
  materials?: TMaterial[];
};

export const BATCH_FIELDS = defineFields([
  { name: 'name', labelKey: 'programs.field.name', type: 'text', required: true, rules: [{ max: 100 }] },
  {
    name: 'category',
    labelKey: 'programs.field.category',
    type: 'dict',
    dict: 'program_category',
    required: true,
  },
  { name: 'year', labelKey: 'programs.field.year', type: 'number', required: true },
  {
    name: 'applicantType',
    labelKey: 'programs.field.applicantType',
    type: 'dict',
    dict: 'program_applicant_type',
    required: true,
  },
  { name: 'opensOn', labelKey: 'programs.field.opensOn', type: 'date', required: true },
  { name: 'closesOn', labelKey: 'programs.field.closesOn', type: 'date', required: true },
  { name: 'quota', labelKey: 'programs.field.quota', type: 'number', required: true },
  {
    name: 'noticeDays',
    labelKey: 'programs.field.noticeDays',
    type: 'number',
    helpKey: 'programs.help.noticeDays',
  },
  {
    name: 'process',
    labelKey: 'programs.field.process',
    type: 'select',
    required: true,
    options: PROGRAM_PROCESSES.map((p) => ({ value: p, labelKey: `programs.process.${p}` })),
  },
  {
    name: 'education',
    labelKey: 'programs.field.education',
    type: 'dict',
    dict: 'education',
    helpKey: 'programs.help.education',
  },
  { name: 'ageMin', labelKey: 'programs.field.ageMin', type: 'number' },
  { name: 'ageMax', labelKey: 'programs.field.ageMax', type: 'number' },
  {
    name: 'regions',
    labelKey: 'programs.field.regions',
    type: 'dictTree',
    dict: 'area',
    helpKey: 'programs.help.regions',
    render: () => <DictTreeSelect dict="area" multiple />,
  },
  {
    name: 'tier',
    labelKey: 'programs.field.tier',
    type: 'select',
    // Read when the form renders, so the labels follow the language switch.
    get optionsQuery() {
      return tierOptionsQuery(i18n.language);
    },
  },
  { name: 'materials', labelKey: 'programs.field.materials', type: 'text', render: () => <MaterialsInput /> },
  { name: 'description', labelKey: 'programs.field.description', type: 'textarea', rules: [{ max: 2000 }] },
]);

export const batchToForm = (b: ProgramBatch): Partial<BatchFormValues> => ({
  name: b.name,
  category: b.category,
  year: b.year,
  applicantType: b.applicantType,
  opensOn: dayjs(b.opensOn),
  closesOn: dayjs(b.closesOn),
  quota: b.quota,
  noticeDays: b.noticeDays,
  process: b.process as BatchFormValues['process'],
  description: b.description,
  education: b.eligibility.education,
  ageMin: b.eligibility.ageMin,
  ageMax: b.eligibility.ageMax,
  regions: b.eligibility.regions,
  tier: b.eligibility.tier,
  materials: b.materials,
});

export const batchFromForm = (v: BatchFormValues): TProgramBatchForm => ({
  name: v.name,
  category: v.category,
  year: Number(v.year),
  applicantType: v.applicantType,
  opensOn: v.opensOn.format('YYYY-MM-DD'),
  closesOn: v.closesOn.format('YYYY-MM-DD'),
  quota: Number(v.quota),
  noticeDays: v.noticeDays ? Number(v.noticeDays) : 7,
  process: v.process,
  description: v.description ?? '',
  eligibility: {
    education: v.education || null,
    ageMin: v.ageMin ?? null,
    ageMax: v.ageMax ?? null,
    regions: v.regions ?? [],
    tier: v.tier || null,
  },
  materials: (v.materials ?? []).map((m) => ({ ...m, name: m.name.trim() })),
});
