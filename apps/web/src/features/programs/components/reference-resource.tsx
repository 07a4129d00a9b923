import { CheckOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { PROGRAM_PERMS, PROGRAM_REFERENCE_KINDS } from '@rcwb/shared';
import { defineFields, defineResource } from '@/components/resource';
import { i18n } from '@/lib/i18n';
import { type ProgramReference, REFERENCES_KEY, listReferences, setReferenceEnabled } from '../api/programs';

const KIND_OPTIONS = PROGRAM_REFERENCE_KINDS.map((k) => ({ value: k, labelKey: `programs.kind.${k}` }));

/** g070110: talent tiers and service types; disabled entries stay, so what names them keeps its name. */
export const referenceResource = defineResource<ProgramReference>({
  id: REFERENCES_KEY,
  rowKey: (r) => r.id,
  fetchPage: listReferences,
  filters: [
    { key: 'kind', type: 'select', labelKey: 'programs.field.kind', options: KIND_OPTIONS },
    { key: 'keyword', type: 'text', labelKey: 'programs.filter.referenceKeyword' },
  ],
  columns: [
    {
      key: 'kind',
      titleKey: 'programs.field.kind',
      hideable: false,
      card: true,
      render: (r) => i18n.t(`programs.kind.${r.kind}`),
    },
    { key: 'code', titleKey: 'programs.field.code' },
    { key: 'nameZh', titleKey: 'programs.field.nameZh', card: true },
    { key: 'nameEn', titleKey: 'programs.field.nameEn' },
    { key: 'sort', titleKey: 'programs.field.sort', type: 'number' },
    { key: 'enabled', titleKey: 'programs.field.enabled', type: 'boolean', card: true },
    { key: 'description', titleKey: 'programs.field.description', detailOnly: true },
  ],
  toolbar: [
    {
      key: 'add',
      labelKey: 'programs.reference.add',
      perms: [PROGRAM_PERMS.referenceEdit],
      icon: <PlusOutlined />,
      type: 'primary',
      dialog: 'add',
    },
  ],
  rowActions: [
    { key: 'edit', labelKey: 'resource.edit', perms: [PROGRAM_PERMS.referenceEdit], dialog: 'edit' },
    {
      key: 'disable',
      labelKey: 'programs.reference.disable',
      perms: [PROGRAM_PERMS.referenceEdit],
      icon: <StopOutlined />,
      danger: true,
      hidden: (r) => !r.enabled,
      confirm: (r, t) => t('programs.reference.disableConfirm', { name: r.nameZh }),
      run: (r) => setReferenceEnabled(r.id, false),
      successKey: 'programs.reference.disabled',
    },
    {
      key: 'enable',
      labelKey: 'programs.reference.enable',
      perms: [PROGRAM_PERMS.referenceEdit],
      icon: <CheckOutlined />,
      hidden: (r) => r.enabled,
      run: (r) => setReferenceEnabled(r.id, true),
      successKey: 'programs.reference.enabled',
    },
  ],
});

/** Kind and code are fixed once the entry exists: batches and recognitions name it by them. */
export const REFERENCE_FIELDS = defineFields([
  {
    name: 'kind',
    labelKey: 'programs.field.kind',
    type: 'select',
    options: KIND_OPTIONS,
    required: true,
    readOnlyIn: ['edit'],
  },
  {
    name: 'code',
    labelKey: 'programs.field.code',
    type: 'text',
    required: true,
    readOnlyIn: ['edit'],
    helpKey: 'programs.help.code',
    rules: [{ pattern: /^[A-Za-z0-9_-]{1,20}$/, message: 'programs.help.code' }],
  },
  { name: 'nameZh', labelKey: 'programs.field.nameZh', type: 'text', required: true, rules: [{ max: 50 }] },
  { name: 'nameEn', labelKey: 'programs.field.nameEn', type: 'text', required: true, rules: [{ max: 100 }] },
  { name: 'sort', labelKey: 'programs.field.sort', type: 'number' },
  { name: 'description', labelKey: 'programs.field.description', type: 'textarea', rules: [{ max: 500 }] },
]);
