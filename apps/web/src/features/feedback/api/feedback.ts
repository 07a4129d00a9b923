import { screenPath } from '@rcwb/shared';
import type { TFeedbackForm, TFeedbackStaffView, TFeedbackView } from '@rcwb/shared';
import type { ListParams } from '@/components/resource';
import { api } from '@/lib/api';

export type FeedbackView = TFeedbackView;
export type FeedbackStaffRow = TFeedbackView & { authorName: string; authorType: number | null };

export const MY_FEEDBACK_KEY = ['feedback', 'mine'] as const;
export const STAFF_FEEDBACK_KEY = 'feedback-staff';

export { FEEDBACK_PERMS } from '@rcwb/shared';

export const createFeedback = (form: TFeedbackForm) => api.post<{ id: number }>('/feedback/my', form);

export const listMyFeedback = (params: { page: number; limit: number }, signal?: AbortSignal) =>
  api.page<FeedbackView>('/feedback/my', params, { signal });

export const listStaffFeedback = (params: ListParams, signal?: AbortSignal) =>
  api.page<FeedbackStaffRow>('/feedback/staff/list', params, { signal });

export const getStaffFeedback = (id: number, signal?: AbortSignal) =>
  api.get<TFeedbackStaffView>(`/feedback/staff/${id}`, undefined, { signal });

export const replyFeedback = (id: number, reply: string) =>
  api.post<{ id: number; status: string }>(`/feedback/staff/${id}/reply`, { reply });

export const closeFeedback = (id: number) =>
  api.post<{ id: number; status: string }>(`/feedback/staff/${id}/close`, {});

/** The staff detail screen of an item (menu path g07 / g070105/detail/:id/:title). */
export const staffDetailPath = (id: number, title: string) => screenPath('g070105:detail', { id, title });
