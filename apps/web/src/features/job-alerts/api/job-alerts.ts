import { PERSON_JOB_PERMS, type TPermission } from '@rcwb/shared';
import { api } from '@/lib/api';
import type { JobSearch } from '@/lib/jobs/search-state';

/** The search an alert keeps: the fields of findJob's URL without the page. */
export type AlertFilters = Omit<JobSearch, 'page' | 'limit'>;

/** A saved search of a person (server: modules/job-alerts). */
export type JobAlert = {
  id: number;
  name: string;
  filters: AlertFilters;
  enabled: boolean;
  /** Postings it announced since it was last opened as a search. */
  newCount: number;
  openedAt: string;
  createdAt: string;
};

export const JOB_ALERTS_KEY = 'job-alerts';
/** Holders may use job alerts (persons). */
export const ALERT_PERMS: TPermission[] = [PERSON_JOB_PERMS.alerts];

export const listAlerts = (_params: Record<string, unknown>, signal?: AbortSignal) =>
  api.page<JobAlert>('/job-alert/list', {}, { signal });

/** A blank name lets the server name the alert after the search. */
export const saveAlert = (filters: AlertFilters, name?: string) =>
  api.post<JobAlert>('/job-alert', { filters, ...(name ? { name } : {}) }, { showError: false });

export const editAlert = (id: number, change: { name?: string; enabled?: boolean }) =>
  api.put<JobAlert>(`/job-alert/${id}`, change);

/** Marks the alert's postings so far as seen (it is being opened as a search). */
export const openAlert = (id: number) => api.post<JobAlert>(`/job-alert/${id}/open`, {});

export const deleteAlert = (id: number) => api.delete<{ id: number }>(`/job-alert/${id}`);
