import { DownloadOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { Progress } from 'antd';
import { DATA_EXPORT_PERMS } from '@rcwb/shared';
import { defineResource } from '@/components/resource';
import { i18n } from '@/lib/i18n';
import {
  ACTIVE,
  type DataExport,
  EXPORTS_KEY,
  type ExportStatus,
  cancelExport,
  downloadExport,
  listExports,
} from '../api/data-exports';
import { TONES, type TTagTone, ToneTag } from '@/components/tone-tag';

const STATUS_TONES: Record<ExportStatus, TTagTone> = {
  queued: TONES.plain,
  running: TONES.blue,
  done: TONES.green,
  failed: TONES.red,
  expired: TONES.gold,
  cancelled: TONES.plain,
};
const STATUSES = Object.keys(STATUS_TONES) as ExportStatus[];
/** How often the list refreshes while an export waits or runs. */
const POLL_MS = 1_500;

const datasetName = (e: DataExport) => (i18n.language === 'en' ? e.datasetEn : e.datasetZh);

function ExportProgress({ row }: { row: DataExport }) {
  const status =
    row.status === 'failed'
      ? 'exception'
      : row.status === 'done'
        ? 'success'
        : ACTIVE.includes(row.status)
          ? 'active'
          : 'normal';
  return (
    <Progress
      percent={row.progress}
      size="small"
      status={status}
      aria-label={i18n.t('exports.progressOf', { name: datasetName(row) })}
      data-testid={`export-progress-${row.id}`}
    />
  );
}

/** g070116: my exports, refreshed while one of them waits or runs; download when done. */
export const exportResource = defineResource<DataExport>({
  id: EXPORTS_KEY,
  rowKey: (e) => e.id,
  fetchPage: listExports,
  poll: (rows) => (rows.some((r) => ACTIVE.includes(r.status)) ? POLL_MS : false),
  filters: [
    {
      key: 'status',
      type: 'select',
      labelKey: 'exports.status',
      options: STATUSES.map((s) => ({ value: s, labelKey: `exports.status.${s}` })),
    },
  ],
  columns: [
    { key: 'dataset', titleKey: 'exports.dataset', hideable: false, card: true, render: datasetName },
    {
      key: 'status',
      titleKey: 'exports.status',
      card: true,
      render: (e) => (
        <ToneTag tone={STATUS_TONES[e.status]}>
          <span data-testid={`export-status-${e.id}`}>{i18n.t(`exports.status.${e.status}`)}</span>
        </ToneTag>
      ),
    },
    {
      key: 'progress',
      titleKey: 'exports.progress',
      width: 180,
      card: true,
      render: (e) => <ExportProgress row={e} />,
    },
    { key: 'rowCount', titleKey: 'exports.rowCount', type: 'number' },
    {
      key: 'masked',
      titleKey: 'exports.personalData',
      render: (e) => i18n.t(e.masked ? 'exports.masked' : 'exports.unmasked'),
    },
    { key: 'createdAt', titleKey: 'exports.createdAt', type: 'datetime', card: true },
    { key: 'expiresAt', titleKey: 'exports.expiresAt', type: 'datetime' },
  ],
  toolbar: [
    {
      key: 'new',
      labelKey: 'exports.new',
      type: 'primary',
      perms: [DATA_EXPORT_PERMS.list],
      icon: <PlusOutlined />,
      dialog: 'create',
    },
  ],
  rowActions: [
    {
      key: 'download',
      labelKey: 'exports.download',
      perms: [DATA_EXPORT_PERMS.list],
      icon: <DownloadOutlined />,
      hidden: (e) => e.status !== 'done',
      run: (e) => downloadExport(e.id),
    },
    {
      key: 'cancel',
      labelKey: 'exports.cancel',
      perms: [DATA_EXPORT_PERMS.list],
      icon: <StopOutlined />,
      danger: true,
      hidden: (e) => !ACTIVE.includes(e.status),
      confirm: (e, t) => t('exports.cancelConfirm', { name: datasetName(e) }),
      run: (e) => cancelExport(e.id),
      successKey: 'exports.cancelled',
    },
  ],
});
