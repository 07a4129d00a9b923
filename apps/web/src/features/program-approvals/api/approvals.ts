import type { TProgramApplicantInfo, TProgramApplicantType } from '@rcwb/shared';
import type { ListParams } from '@/components/resource';
import { api } from '@/lib/api';
import type { ApplicationView, TBilingual, WorkflowStatus } from '@/features/programs';

/** A batch as the reviewers pick it, with how many applications came in and wait. */
export type ReviewBatch = {
  id: number;
  name: string;
  category: string;
  year: number;
  applicantType: TProgramApplicantType;
  quota: number;
  opensOn: string;
  closesOn: string;
  status: string;
  handedIn: number | null;
  waiting: number | null;
};

/** One application of a batch's list. */
export type ApprovalRow = {
  id: number;
  applicantType: TProgramApplicantType;
  applicant: string;
  mobile: string;
  region: string;
  status: WorkflowStatus;
  step: { key: string; name: TBilingual } | null;
  submittedAt: string | null;
  dueAt: string | null;
  overdue: boolean;
  experts: string[];
};

export type WorkflowAction = 'approve' | 'reject' | 'return' | 'assign-experts' | 'score' | 'publish-notice';

/** One application's whole dossier. */
export type Dossier = {
  id: number;
  applicantType: TProgramApplicantType;
  batch: { id: number; name: string; category: string; year: number; quota: number };
  info: TProgramApplicantInfo;
  declared: boolean;
  materials: {
    name: string;
    required: boolean;
    file: { id: string; name: string; mime: string; size: number } | null;
  }[];
  view: ApplicationView;
  steps: { key: string; name: TBilingual }[];
  actions: WorkflowAction[];
  experts: { accountId: number; name: string; step: string }[];
  scores: {
    entries: { expert: string; round: number; total: number | null; at: string }[];
    mean: number | null;
  };
};

/** An expert of the library as offered for an application; excluded ones say why. */
export type CandidateExpert = {
  id: number;
  name: string;
  title: string;
  organisation: string;
  field: ({ id: number } & TBilingual) | null;
  open: number;
  limit: number;
  reasons?: { key: string; text: string }[];
};
export type Candidates = {
  fields: ({ id: number } & TBilingual)[];
  candidates: CandidateExpert[];
  excluded: CandidateExpert[];
};

export type BulkResult = { id: number; ok: boolean; msg: string }[];

export const REVIEW_BATCHES_KEY = 'approval-batches';
export const APPROVALS_KEY = 'approval-applications';
export const DOSSIER_KEY = 'approval-dossier';

const base = '/program/approval';

export const listReviewBatches = (params: ListParams, signal?: AbortSignal) =>
  api.page<ReviewBatch>(`${base}/batches`, params, { signal });
export const getReviewBatch = (id: number) => api.get<ReviewBatch>(`${base}/batch/${id}`);
export const listApprovals = (batchId: number) => (params: ListParams, signal?: AbortSignal) =>
  api.page<ApprovalRow>(`${base}/batch/${batchId}/applications`, params, { signal });
export const exportUrl = (batchId: number) => `${base}/batch/${batchId}/export`;
export const bulkApprove = (batchId: number, ids: number[], opinion: string) =>
  api.post<BulkResult>(`${base}/batch/${batchId}/approve`, { ids, opinion });
export const bulkAssign = (batchId: number, ids: number[], experts: number[]) =>
  api.post<BulkResult>(`${base}/batch/${batchId}/experts`, { ids, experts });

export const getDossier = (id: number) => api.get<Dossier>(`${base}/application/${id}`);
export const decide = (id: number, action: 'approve' | 'return' | 'reject', step: string, opinion: string) =>
  api.post<Dossier>(`${base}/application/${id}/${action}`, { step, opinion });
export const getCandidates = (id: number, fieldId?: number) =>
  api.get<Candidates>(`${base}/application/${id}/experts`, { fieldId });
export const assignExperts = (id: number, step: string, experts: number[]) =>
  api.post<Dossier>(`${base}/application/${id}/experts`, { step, experts });
