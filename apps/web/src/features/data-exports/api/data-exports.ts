import type { ListParams } from '@/components/resource';
import { api } from '@/lib/api';

type TLabels = { en: string; zh: string };

/** A filter of a dataset, as the server declares it (the form is built from these). */
export type ExportFilter = TLabels & { key: string } & (
    | { type: 'text'; max: number }
    | { type: 'select'; options: (TLabels & { value: string })[] }
    | { type: 'date' }
  );

export type ExportColumn = TLabels & { key: string; personal: string | null };
export type ExportDataset = TLabels & { key: string; filters: ExportFilter[]; columns: ExportColumn[] };
export type ExportDatasets = { unmaskAllowed: boolean; datasets: ExportDataset[] };

export type ExportStatus = 'queued' | 'running' | 'done' | 'failed' | 'expired' | 'cancelled';

/** One of my exports, as GET /exports/my and /exports/:id answer it. */
export type DataExport = {
  id: number;
  dataset: string;
  datasetEn: string;
  datasetZh: string;
  filters: Record<string, string>;
  columns: string[];
  status: ExportStatus;
  progress: number;
  rowCount: number | null;
  masked: boolean;
  createdAt: string;
  finishedAt: string | null;
  expiresAt: string | null;
};

export type NewExport = {
  dataset: string;
  filters: Record<string, string>;
  columns: string[];
  unmask: boolean;
  timeZone?: string;
};

export const EXPORTS_KEY = 'data-exports';
export const ACTIVE: readonly ExportStatus[] = ['queued', 'running'];

export const listDatasets = () => api.get<ExportDatasets>('/exports/datasets');
export const listExports = (params: ListParams, signal?: AbortSignal) =>
  api.page<DataExport>('/exports/my', params, { signal });
export const startExport = (input: NewExport) => api.post<DataExport>('/exports', input);
export const cancelExport = (id: number) => api.post<DataExport>(`/exports/${id}/cancel`);
export const downloadExport = (id: number) => api.download(`/exports/${id}/download`, {});
