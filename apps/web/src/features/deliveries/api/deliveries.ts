import { screenPath } from '@rcwb/shared';
import type {
  TInterviewDefaults,
  TDeliverableResume,
  TDeliveryCounts,
  TDeliveryDetail,
  TDeliveryNoteView,
  TDeliveryRow,
  TDeliveryStatus,
  TInterviewPage,
  TInterviewRow,
  TInvitationRow,
  TInviteToInterviewInput,
  TMyDeliveryToJob,
  TResumeContent,
} from '@rcwb/shared';
import type { ListParams } from '@/components/resource/types';
import { api } from '@/lib/api';

export type {
  TDeliverableResume,
  TDeliveryCounts,
  TDeliveryDetail,
  TDeliveryNoteView,
  TDeliveryRow,
  TDeliveryStatus,
  TInterviewPage,
  TInterviewRow,
  TInvitationRow,
};

// Defined with the other keys a live message refreshes, which the messages feature reads too.
export { DELIVERY_KEYS } from '@/lib/live-queries';

/** Where each side opens a delivery and an interview (SPEC §2 standalone routes). */
export const deliveryPaths = {
  detail: (id: number) => screenPath('g010702:info_td', undefined, { id }),
  interview: (id: number) => screenPath('g010703:index', undefined, { id }),
  mine: screenPath('g010702:deliver'),
  invitations: screenPath('g010702:deliver', undefined, { tab: 'invitations' }),
  resumes: screenPath('g010501'),
  pipeline: screenPath('g050104'),
};

export { DELIVERY_PERMS } from '@rcwb/shared';

// A person's side.
export const listMyDeliveries = (params: ListParams, signal?: AbortSignal) =>
  api.page<TDeliveryRow>('/delivery/my/list', params, { signal });
export const myDeliveryToJob = (jobId: number) => api.get<TMyDeliveryToJob>(`/delivery/my/job/${jobId}`);
export const myDeliverableResumes = () => api.get<TDeliverableResume[]>('/delivery/my/resumes');
export const deliverResume = (
  jobId: number,
  resumeId: number,
  greeting: string | null = null,
  fairId?: number,
) =>
  api.post<{ id: number; status: TDeliveryStatus }>('/delivery', {
    jobId,
    resumeId,
    ...(greeting ? { greeting } : {}),
    ...(fairId ? { fairId } : {}),
  });
export const withdrawDelivery = (id: number, note?: string) =>
  api.post<{ id: number }>(`/delivery/${id}/withdraw`, { note: note ?? null });
export const answerInterview = (id: number, answer: 'accept' | 'decline', note: string | null) =>
  api.post<{ id: number; status: string }>(`/interview/${id}/${answer}`, { note });
/** Other times for a pending interview (ISO instants with their offset) and a note. */
export const proposeInterviewTimes = (id: number, times: string[], note: string | null) =>
  api.post<{ id: number; status: string }>(`/interview/${id}/propose`, { times, note });
export const listMyInvitations = (params: ListParams, signal?: AbortSignal) =>
  api.page<TInvitationRow>('/invitation/my/list', params, { signal });
export const acceptInvitation = (id: number, resumeId: number) =>
  api.post<{ id: number }>(`/invitation/${id}/accept`, { resumeId });
export const declineInvitation = (id: number) => api.post<{ id: number }>(`/invitation/${id}/decline`, {});

// Every side.
export const getDelivery = (id: number) => api.get<TDeliveryDetail>(`/delivery/${id}`);
export const getInterview = (id: number) => api.get<TInterviewPage>(`/interview/${id}`);

// The organisation's side.
export const listOrgDeliveries = (params: ListParams, signal?: AbortSignal) =>
  api.page<TDeliveryRow>('/delivery/org/list', params, { signal });
export const orgDeliveryCounts = (params: { jobId?: number }) =>
  api.get<TDeliveryCounts>('/delivery/org/counts', params);
export const markViewed = (id: number) => api.post<{ id: number }>(`/delivery/${id}/view`, {});
/** What the invitation form starts with: the last invitation, or the posting's contact and address. */
export const getInterviewDefaults = (id: number) =>
  api.get<TInterviewDefaults>(`/delivery/${id}/interview/defaults`);
export const inviteToInterview = (id: number, input: TInviteToInterviewInput) =>
  api.post<{ id: number }>(`/delivery/${id}/interview`, input);
export const hireDelivery = (id: number, note: string | null) =>
  api.post<{ id: number }>(`/delivery/${id}/hire`, { note });
export const rejectDelivery = (id: number, reason: string) =>
  api.post<{ id: number }>(`/delivery/${id}/reject`, { reason });
export const listNotes = (id: number) => api.get<TDeliveryNoteView[]>(`/delivery/${id}/notes`);
export const addNote = (id: number, body: string) =>
  api.post<{ id: number }>(`/delivery/${id}/notes`, { body });
/** The organisation takes one of the proposed times, or keeps the interview's own. */
export const acceptProposedTime = (id: number, time: string) =>
  api.post<{ id: number }>(`/interview/${id}/proposal/accept`, { time });
export const keepInterviewTime = (id: number) =>
  api.post<{ id: number }>(`/interview/${id}/proposal/keep`, {});

/** The resume as delivered (its snapshot), for the organisation's PDF of it. */
export type TDeliveredResume = {
  deliveryId: number;
  title: string;
  content: TResumeContent;
  jobTitle: string;
  photo: { id: string; url: string } | null;
  attachment: { id: string; name: string; mime: string; size: number; url: string } | null;
};
export const getDeliveredResume = (id: number) => api.get<TDeliveredResume>(`/delivery/${id}/resume`);
export const listOrgInterviews = (params: ListParams, signal?: AbortSignal) =>
  api.page<TInterviewRow>('/interview/org/list', params, { signal });

// Staff.
export const listStaffDeliveries = (params: ListParams, signal?: AbortSignal) =>
  api.page<TDeliveryRow>('/delivery/staff/list', params, { signal });
export const staffDeliveryCounts = (params: ListParams) =>
  api.get<TDeliveryCounts>('/delivery/staff/counts', params);
