import { PlusOutlined } from '@ant-design/icons';
import { ARCHIVE_PERMS } from '@rcwb/shared';
import { defineResource } from '@/components/resource';
import { type Archive, REGISTRY_KEY, listRegistry } from '../api/archives';
import { ArchiveStatusTag } from './archive-summary';
import { STATUS_OPTIONS } from './registry-fields';

const EDIT = [ARCHIVE_PERMS.registryEdit];

/** g070111: the archive registry; the register, movement and history dialogs are the screen's. */
export const registryResource = defineResource<Archive>({
  id: REGISTRY_KEY,
  rowKey: (a) => a.id,
  fetchPage: listRegistry,
  filters: [
    { key: 'keyword', type: 'text', labelKey: 'archives.filter.keyword' },
    { key: 'status', type: 'select', options: STATUS_OPTIONS, labelKey: 'archives.field.status' },
  ],
  columns: [
    { key: 'number', titleKey: 'archives.field.number', hideable: false, card: true },
    { key: 'holderName', titleKey: 'archives.field.holderName', card: true },
    { key: 'source', titleKey: 'archives.field.source', ellipsis: true },
    { key: 'receivedOn', titleKey: 'archives.field.receivedOn', type: 'date' },
    { key: 'shelf', titleKey: 'archives.field.shelf' },
    {
      key: 'status',
      titleKey: 'archives.field.status',
      card: true,
      render: (a) => <ArchiveStatusTag status={a.status} />,
    },
  ],
  toolbar: [
    {
      key: 'register',
      labelKey: 'archives.register',
      perms: EDIT,
      icon: <PlusOutlined />,
      type: 'primary',
      dialog: 'register',
    },
  ],
  rowActions: [
    {
      key: 'history',
      labelKey: 'archives.historyLabel',
      perms: [ARCHIVE_PERMS.registryList],
      dialog: 'history',
    },
    {
      key: 'lend',
      labelKey: 'archives.lend',
      perms: EDIT,
      hidden: (a) => a.status !== 'in-store',
      dialog: 'lend',
    },
    {
      key: 'return',
      labelKey: 'archives.return',
      perms: EDIT,
      hidden: (a) => a.status !== 'lent',
      dialog: 'return',
    },
    {
      key: 'transfer',
      labelKey: 'archives.transfer',
      perms: EDIT,
      hidden: (a) => a.status !== 'in-store',
      dialog: 'transfer',
    },
    {
      key: 'receive',
      labelKey: 'archives.receive',
      perms: EDIT,
      hidden: (a) => a.status !== 'transferred-out',
      dialog: 'receive',
    },
  ],
});
