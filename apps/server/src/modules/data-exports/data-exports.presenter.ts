import { isoOrNull } from '../../core/time';
import type { TExportDataset } from './dataset';
import type { TExportJobRow } from './data-exports.repository';

/** A dataset as the export form shows it: names, filters, columns (and which hold personal data). */
export const presentDataset = (d: TExportDataset) => ({
  key: d.key,
  en: d.en,
  zh: d.zh,
  filters: d.filters,
  columns: d.columns.map((c) => ({ key: c.key, en: c.en, zh: c.zh, personal: c.personal ?? null })),
});

export function presentJob(row: TExportJobRow, datasets: ReadonlyMap<string, TExportDataset>) {
  const dataset = datasets.get(row.dataset);
  return {
    id: row.id,
    dataset: row.dataset,
    datasetEn: dataset?.en ?? row.dataset,
    datasetZh: dataset?.zh ?? row.dataset,
    filters: row.filters,
    columns: row.columns,
    status: row.status,
    progress: row.progress,
    rowCount: row.rowCount,
    masked: row.masked,
    createdAt: isoOrNull(row.createdAt),
    finishedAt: isoOrNull(row.finishedAt),
    expiresAt: isoOrNull(row.expiresAt),
  };
}
export type TExportJobView = ReturnType<typeof presentJob>;
