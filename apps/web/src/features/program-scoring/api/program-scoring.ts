import type { TProgramApplicantType, TScoreForm, TScoreSheet } from '@rcwb/shared';
import { api } from '@/lib/api';

/**
 * A list's query (the resource kit's `ListParams`), written out so the home page's block does not
 * pull the resource kit into the pages that load it.
 */
type ListParams = Record<string, string | number | undefined>;

export type TAggregateView = {
  mean: number | null;
  counted: number;
  dropped: { highest: number; lowest: number } | null;
};
export type TRankView = { rank: number; withinQuota: boolean; of: number };

/** One application in the staff's score list (GET /program/scoring/list). */
export type ScoreRow = {
  id: number;
  name: string;
  applicantType: TProgramApplicantType;
  batch: { id: number; name: string; quota: number };
  status: string;
  step: string | null;
  experts: number;
  scored: number;
  aggregate: TAggregateView;
  finished: boolean;
  rank: TRankView | null;
};

/** One application's scores for staff (GET /program/scoring/detail/{id}). */
export type ScoreDetail = ScoreRow & {
  category: string;
  sheet: TScoreSheet | null;
  scores: {
    expertId: number;
    expertName: string;
    scores: Record<string, number>;
    total: number;
    comment: string;
    scoredAt: string;
  }[];
  pending: { id: number; name: string }[];
};

/** One of the expert's scoring tasks. */
export type ScoringTask = {
  applicationId: number;
  name: string;
  applicantType: TProgramApplicantType;
  batch: { id: number; name: string; category: string; year: number };
  state: 'todo' | 'done' | 'closed';
  dueAt: string | null;
  overdue: boolean;
  assignedAt: string;
  mine: { scores: Record<string, number>; total: number; comment: string; scoredAt: string } | null;
};

/** The scoring form of a task: the dossier and the sheet. */
export type ScoringForm = ScoringTask & {
  sheet: TScoreSheet;
  info: Record<string, string | null>;
  materials: { name: string; required: boolean; provided: boolean }[];
};

export type NoticeCandidate = {
  id: number;
  name: string;
  organisation: string;
  applicantType: TProgramApplicantType;
  batch: { id: number; name: string; noticeDays: number };
};

export type StaffNoticeEntry = {
  id: number;
  name: string;
  organisation: string;
  program: string;
  batch: string;
  publishedAt: string;
  endsAt: string;
  state: 'on-notice' | 'final' | 'withdrawn';
  applicationId: number;
  objections: {
    id: number;
    title: string;
    content: string;
    status: string;
    reply: string | null;
    createdAt: string;
  }[];
};

export const SCORES_KEY = 'program-scores';
export const TASKS_KEY = 'program-scoring-tasks';
export const NOTICES_KEY = 'program-notices';

export const listScores =
  (applicantType: TProgramApplicantType) => (params: ListParams, signal?: AbortSignal) =>
    api.page<ScoreRow>('/program/scoring/list', { ...params, applicantType }, { signal });
export const getScoreDetail = (id: number, signal?: AbortSignal) =>
  api.get<ScoreDetail>(`/program/scoring/detail/${id}`, undefined, { signal });

export const listTasks = (params: ListParams, signal?: AbortSignal) =>
  api.page<ScoringTask>('/program/scoring/tasks', params, { signal });
export const getScoringForm = (id: number, signal?: AbortSignal) =>
  api.get<ScoringForm>(`/program/scoring/application/${id}`, undefined, { signal });
export const submitScores = (id: number, form: TScoreForm) =>
  api.post<ScoringForm>(`/program/scoring/application/${id}/submit`, form);

export const listCandidates = (signal?: AbortSignal) =>
  api.get<NoticeCandidate[]>('/program/scoring/notice/candidates', undefined, { signal });
export const listNotices = (params: ListParams, signal?: AbortSignal) =>
  api.page<StaffNoticeEntry>('/program/scoring/notice/list', params, { signal });
export const publishNotice = (batchId: number, applicationIds: number[]) =>
  api.post<{ id: number; entries: number; endsAt: string }>(`/program/scoring/batch/${batchId}/publish`, {
    applicationIds,
  });
export const upholdObjection = (feedbackId: number, opinion: string) =>
  api.post(`/program/scoring/feedback/${feedbackId}/reopen`, { opinion });
