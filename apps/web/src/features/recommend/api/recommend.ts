import { screenPath } from '@rcwb/shared';
import type { TRecommendedJob, TRecommendedTalent } from '@rcwb/shared';
import { api } from '@/lib/api';

export { RECOMMEND_PERMS } from '@rcwb/shared';

export type JobRecommendations = { hasResume: boolean; total: number; rows: TRecommendedJob[] };

export const recommendKey = ['recommend'] as const;

export const getRecommendedJobs = (params: { page: number; limit: number }, signal?: AbortSignal) =>
  api.get<JobRecommendations>('/recommend/jobs', params, { signal });

export const getRecommendPostings = (signal?: AbortSignal) =>
  api.get<{ id: number; title: string }[]>('/recommend/postings', undefined, { signal });

export const getRecommendedTalents = (
  params: { jobId: number; page: number; limit: number },
  signal?: AbortSignal,
) => api.page<TRecommendedTalent>('/recommend/talents', params, { signal });

/** Paths the recommendations link to (public pages and the person's resume editor). */
export const recommendPaths = {
  job: (id: number) => `/recruitment/jobInfo?id=${id}`,
  talent: (resumeId: number) => `/recruitment/talentInfo?id=${resumeId}`,
  newResume: screenPath('g010401:add'),
};
