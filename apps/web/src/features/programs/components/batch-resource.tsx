import { CheckCircleOutlined, PlayCircleOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { PROGRAM_PERMS } from '@rcwb/shared';
import { defineResource } from '@/components/resource';
import { BATCHES_KEY, type ProgramBatch, getBatch, listBatches, setBatchStatus } from '../api/programs';

/** g070109: the program batches (filters, columns, actions); the add and edit dialogs are the screen's. */
export const batchResource = defineResource<ProgramBatch>({
  id: BATCHES_KEY,
  rowKey: (b) => b.id,
  fetchPage: listBatches,
  filters: [
    { key: 'keyword', type: 'text', labelKey: 'programs.filter.keyword' },
    { key: 'category', type: 'dict', dict: 'program_category', labelKey: 'programs.field.category' },
    { key: 'status', type: 'dict', dict: 'program_batch_status', labelKey: 'programs.field.status' },
    {
      key: 'applicantType',
      type: 'dict',
      dict: 'program_applicant_type',
      labelKey: 'programs.field.applicantType',
    },
    { key: 'year', type: 'text', labelKey: 'programs.field.year' },
  ],
  columns: [
    { key: 'name', titleKey: 'programs.field.name', hideable: false, ellipsis: true, width: 260, card: true },
    {
      key: 'category',
      titleKey: 'programs.field.category',
      type: 'dict',
      dict: 'program_category',
      card: true,
    },
    { key: 'year', titleKey: 'programs.field.year' },
    {
      key: 'applicantType',
      titleKey: 'programs.field.applicantType',
      type: 'dict',
      dict: 'program_applicant_type',
    },
    { key: 'opensOn', titleKey: 'programs.field.opensOn', type: 'date' },
    { key: 'closesOn', titleKey: 'programs.field.closesOn', type: 'date', card: true },
    { key: 'quota', titleKey: 'programs.field.quota', type: 'number' },
    {
      key: 'status',
      titleKey: 'programs.field.status',
      type: 'dict',
      dict: 'program_batch_status',
      card: true,
    },
    { key: 'description', titleKey: 'programs.field.description', detailOnly: true },
    { key: 'updatedAt', titleKey: 'programs.field.updatedAt', type: 'datetime', defaultHidden: true },
  ],
  detail: { titleKey: 'programs.detail', load: (b) => getBatch(b.id) },
  toolbar: [
    {
      key: 'add',
      labelKey: 'programs.add',
      perms: [PROGRAM_PERMS.batchAdd],
      icon: <PlusOutlined />,
      type: 'primary',
      dialog: 'add',
    },
  ],
  rowActions: [
    { key: 'view', labelKey: 'resource.view', perms: [PROGRAM_PERMS.batchList], dialog: 'detail' },
    {
      key: 'edit',
      labelKey: 'resource.edit',
      perms: [PROGRAM_PERMS.batchEdit],
      hidden: (b) => b.status === 'finished',
      dialog: 'edit',
    },
    {
      key: 'open',
      labelKey: 'programs.open',
      perms: [PROGRAM_PERMS.batchStatus],
      icon: <PlayCircleOutlined />,
      hidden: (b) => b.status !== 'draft' && b.status !== 'closed',
      confirm: (b, t) => t('programs.openConfirm', { name: b.name }),
      run: (b) => setBatchStatus(b.id, 'open'),
      successKey: 'programs.opened',
    },
    {
      key: 'close',
      labelKey: 'programs.close',
      perms: [PROGRAM_PERMS.batchStatus],
      icon: <StopOutlined />,
      danger: true,
      hidden: (b) => b.status !== 'open',
      confirm: (b, t) => t('programs.closeConfirm', { name: b.name }),
      run: (b) => setBatchStatus(b.id, 'closed'),
      successKey: 'programs.closed',
    },
    {
      key: 'finish',
      labelKey: 'programs.finish',
      perms: [PROGRAM_PERMS.batchStatus],
      icon: <CheckCircleOutlined />,
      hidden: (b) => b.status !== 'closed',
      confirm: (b, t) => t('programs.finishConfirm', { name: b.name }),
      run: (b) => setBatchStatus(b.id, 'finished'),
      successKey: 'programs.finished',
    },
  ],
});
