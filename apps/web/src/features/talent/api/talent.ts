import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { TalentSearch } from '../lib/talent-search';

/**
 * A resume on the talent search (GET /recruitment/talent/search), and talentInfo's summary: nothing
 * that reaches or identifies the person. Gender and age come only with the full resume.
 */
export type TalentCard = {
  id: number;
  title: string;
  /** Surname and an asterisk, e.g. 张*. */
  maskedName: string;
  gender?: string | null;
  age?: number | null;
  education: string;
  workYears: number | null;
  seekingStatus: string;
  intention: { categories: string[]; areas: string[]; salaryMin: number | null; salaryMax: number | null };
  skills: string[];
  /** The opening of the self-evaluation, phone numbers and e-mail addresses blanked. */
  summary: string;
  refreshedAt: string;
};

export type TalentSearchResult = { rows: TalentCard[]; total: number; page: number; limit: number };

type Period = { start: string; end: string | null };

/** The resume content as talentInfo shows it (the shared ZResumeContent). */
export type ResumeContent = {
  basic: { seekingStatus: string; education: string; workYears: number | null; residence: string };
  intention: TalentCard['intention'] & { jobType: string; arrival: string };
  education: (Period & { school: string; major: string; degree: string })[];
  work: (Period & { company: string; position: string; description: string })[];
  projects: (Period & { name: string; role: string; description: string })[];
  certificates: { name: string; issuer: string; date: string | null }[];
  skills: { name: string; level: 'basic' | 'good' | 'expert' }[];
  selfEvaluation: string;
};

/**
 * Who sees the contact block: the owner ('own'), an entitled organisation ('shown'), a visitor
 * ('signIn') or anyone else ('notEntitled', no details).
 */
export type TalentContact =
  | { state: 'own' | 'shown'; name: string; mobile: string | null; email: string | null }
  | { state: 'signIn' | 'notEntitled' };

/**
 * talentInfo: the whole resume for its owner and approved organisations; for everyone else the
 * server sends the summary only, and why ('signIn' a visitor, 'orgOnly' a person or an
 * organisation not approved).
 */
export type TalentDetail =
  | (TalentCard & { access: 'full'; content: ResumeContent; contact: TalentContact })
  | (TalentCard & { access: 'summary'; contact: { state: 'signIn' | 'orgOnly' } });

export type FullTalentDetail = Extract<TalentDetail, { access: 'full' }>;

export type InvitablePosting = { id: number; title: string };

export type SentInvitation = {
  id: number;
  jobId: number;
  jobTitle: string;
  resumeId: number | null;
  maskedName: string;
  message: string | null;
  status: 'pending' | 'accepted' | 'declined';
  createdAt: string;
  respondedAt: string | null;
};

// Public data: no token (a stale one must not raise the session dialog); errors show inline.
const PUBLIC = { isToken: false, showError: false } as const;
/** Detail reads send the token when there is one: the contact block depends on the viewer. */
const VIEWER = { showError: false, onSessionExpired: 'silent' } as const;

export const talentSearchQuery = (search: TalentSearch) =>
  queryOptions({
    queryKey: ['talent', 'search', search],
    queryFn: ({ signal }) =>
      api.get<TalentSearchResult>('/recruitment/talent/search', { ...search }, { ...PUBLIC, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** The organisations' search in the back office: the same search, behind its permission. */
export const orgTalentSearch = (params: Record<string, unknown>, signal?: AbortSignal) =>
  api.get<TalentSearchResult>('/talent/org/search', params, { signal });

/** Never cached: every opening by an entitled organisation is a recorded view of the contact. */
export const talentDetailQuery = (id: number, signedIn: boolean) =>
  queryOptions({
    queryKey: ['talent', 'detail', id, signedIn],
    queryFn: ({ signal }) =>
      api.get<TalentDetail>(
        `/recruitment/talent/${id}`,
        undefined,
        signedIn ? { ...VIEWER, signal } : { ...PUBLIC, signal },
      ),
    staleTime: 0,
    gcTime: 0,
  });

export const invitablePostingsQuery = queryOptions({
  queryKey: ['talent', 'invitable-postings'],
  queryFn: ({ signal }) =>
    api.get<InvitablePosting[]>('/talent/invitation/postings', undefined, { signal, showError: false }),
});

export const sendInvitation = (body: { resumeId: number; jobId: number; message?: string }) =>
  api.post<{ id: number }>('/talent/invitation', body, { showError: false });

export const listSentInvitations = (params: Record<string, unknown>, signal?: AbortSignal) =>
  api.page<SentInvitation>('/talent/invitation/list', params, { signal });
