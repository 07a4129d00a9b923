import type { TJobFields } from '@rcwb/shared';
import type { ListParams } from '@/components/resource';
import { api } from '@/lib/api';

export type JobStatus = 'draft' | 'pending' | 'published' | 'closed';
export type JobAction = 'edit' | 'submit' | 'refresh' | 'close' | 'reopen' | 'remove';

/** A row of the back-office lists (my postings, review queue). */
export type JobRow = {
  id: number;
  orgId: number;
  orgName: string;
  title: string;
  category: string;
  area: string;
  salaryMin: number | null;
  salaryMax: number | null;
  jobType: string;
  headcount: number;
  status: JobStatus;
  reviewReason: string | null;
  hasRevision: boolean;
  takenDown: boolean;
  viewCount: number;
  submittedAt: string | null;
  revisionSubmittedAt: string | null;
  refreshedAt: string | null;
  updatedAt: string;
  actions: JobAction[];
};

/** A whole posting with its state and any pending revision. */
export type Job = TJobFields &
  Omit<JobRow, 'hasRevision'> & {
    revision: TJobFields | null;
    publishedAt: string | null;
    closedAt: string | null;
    createdAt: string;
  };

export const MY_JOBS_KEY = 'my-jobs';
export const REVIEW_JOBS_KEY = 'review-jobs';

export const listMyJobs = (params: ListParams, signal?: AbortSignal) =>
  api.page<JobRow>('/job/my/list', params, { signal });
export const getMyJob = (id: number) => api.get<Job>(`/job/my/${id}`);
export const addJob = (fields: TJobFields & { copiedFrom?: number }) =>
  api.post<{ id: number; status: JobStatus }>('/job/my', fields);
export const editJob = (id: number, fields: TJobFields) =>
  api.put<{ id: number; status: JobStatus; revisionPending: boolean }>(`/job/my/${id}`, fields);
export const jobTransition = (id: number, action: 'submit' | 'refresh' | 'close' | 'reopen') =>
  api.post<{ id: number; status: JobStatus }>(`/job/my/${id}/${action}`, {});
export const removeJob = (id: number) => api.delete<{ id: number }>(`/job/my/${id}`);

/** g010701: any signed-in user; drafts only for their organisation and staff. */
export const getJobDetail = (id: number) => api.get<Job>(`/job/detail/${id}`);

export const listReviewJobs = (params: ListParams, signal?: AbortSignal) =>
  api.page<JobRow>('/job/review/list', params, { signal });
export const getReviewJob = (id: number) => api.get<Job>(`/job/review/${id}`);
export const approveJob = (id: number, note?: string) =>
  api.post<{ id: number; status: JobStatus }>(`/job/review/${id}/approve`, { note: note ?? null });
export const rejectJob = (id: number, reason: string) =>
  api.post<{ id: number; status: JobStatus }>(`/job/review/${id}/reject`, { reason });
export const takeDownJob = (id: number, reason: string) =>
  api.post<{ id: number; status: JobStatus }>(`/job/review/${id}/takedown`, { reason });
