import type { TResumeContent, TResumeSection, TResumeVisibility } from '@rcwb/shared';
import type { ListParams } from '@/components/resource';
import { api } from '@/lib/api';

/** A card of the person's list (g010501). */
export type ResumeRow = {
  id: number;
  title: string;
  isDefault: boolean;
  visibility: TResumeVisibility;
  completeness: number;
  staffHidden: boolean;
  staffHiddenReason: string | null;
  refreshedAt: string;
  updatedAt: string;
};

export type ResumeFile = { id: string; url: string; name?: string; mime?: string; size?: number };

/** The person behind a resume, sent only to those entitled to it (owner, staff). */
export type ResumePerson = {
  name: string;
  gender: string;
  age: number | null;
  mobile: string | null;
  email: string | null;
};

/** A whole resume as the server presents it (modules/resumes present-resume.ts). */
export type ResumeView = Omit<ResumeRow, 'refreshedAt' | 'updatedAt'> & {
  content: TResumeContent;
  missing: TResumeSection[];
  publicConsentAt: string | null;
  photo: ResumeFile | null;
  attachment: (ResumeFile & { name: string }) | null;
  staffHiddenAt: string | null;
  refreshedAt: string;
  createdAt: string;
  updatedAt: string;
  person: ResumePerson | null;
};

/** What the editor sends on add and edit. */
export type ResumeInput = {
  title: string;
  content: TResumeContent;
  photoFileId: string | null;
  attachmentFileId: string | null;
};

/** A row of the staff registry (g070103). */
export type StaffResumeRow = ResumeRow & {
  ownerName: string;
  username: string;
  staffHiddenAt: string | null;
};

export const MY_RESUMES_KEY = 'my-resumes';
export const STAFF_RESUMES_KEY = 'staff-resumes';

export const listMyResumes = () => api.page<ResumeRow>('/resume/my/list', {});
export const getMyResume = (id: number) => api.get<ResumeView>(`/resume/my/${id}`);
export const addResume = (input: ResumeInput) => api.post<ResumeView>('/resume/my', input);
export const editResume = (id: number, input: ResumeInput) => api.put<ResumeView>(`/resume/my/${id}`, input);
export const removeResume = (id: number) =>
  api.delete<{ id: number; newDefault: number | null }>(`/resume/my/${id}`);
export const setDefaultResume = (id: number) => api.post<{ id: number }>(`/resume/my/${id}/default`, {});
export const refreshResume = (id: number) => api.post<ResumeRow>(`/resume/my/${id}/refresh`, {});
export const setResumeVisibility = (id: number, visibility: TResumeVisibility, consent?: boolean) =>
  api.post<ResumeRow>(`/resume/my/${id}/visibility`, { visibility, consent });

/** The resume page: the caller's default (no id), or one resume (owner, staff). The page shows refusals. */
export const viewResume = (id: number | null) =>
  api.get<ResumeView>(id === null ? '/resume/view/default' : `/resume/view/${id}`, undefined, {
    showError: false,
  });

export const listStaffResumes = (params: ListParams, signal?: AbortSignal) =>
  api.page<StaffResumeRow>('/resume/staff/list', params, { signal });
export const hideResume = (id: number, reason: string) =>
  api.post<{ id: number }>(`/resume/staff/${id}/hide`, { reason });
export const unhideResume = (id: number) => api.post<{ id: number }>(`/resume/staff/${id}/unhide`, {});
