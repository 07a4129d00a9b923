import type {
  TFairDetail,
  TFairEditorView,
  TFairLayout,
  TFairPosting,
  TFairSummary,
  TFairTicketView,
} from '@rcwb/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { keepingDictNames } from '@/lib/dict';
/** Query parameters of a list call (the resource lists' shape, without importing the back office's kit). */
type ListParams = Record<string, string | number | undefined>;

/** The editor's calls of g200201 (server: modules/fairs/fairs.routes.ts). */
export const fairAdmin = {
  key: 'fair-editor',
  list: (params: ListParams, signal?: AbortSignal) =>
    api.page<TFairSummary>('/fair/editor/list', params, { signal }),
  get: (id: number) => api.get<TFairEditorView>(`/fair/editor/${id}`),
  add: (body: unknown) => api.post<{ id: number }>('/fair/editor', body),
  edit: (id: number, body: unknown) => api.put<{ id: number }>(`/fair/editor/${id}`, body),
  saveLayout: (id: number, layout: TFairLayout) =>
    api.put<{ id: number }>(`/fair/editor/${id}/layout`, { layout }),
  saveRecap: (id: number, recap: string, recapPhotos: string[]) =>
    api.put<{ id: number }>(`/fair/editor/${id}/recap`, { recap, recapPhotos }),
  templates: () =>
    api.get<{ id: number; name: string; layout: TFairLayout; createdAt: string }[]>('/fair/editor/templates'),
  saveTemplate: (fairId: number, name: string) =>
    api.post<{ id: number }>('/fair/editor/template', { fairId, name }),
  publish: (id: number) => api.post<{ status: string }>(`/fair/editor/${id}/publish`, {}),
  withdraw: (id: number) => api.post<{ status: string }>(`/fair/editor/${id}/withdraw`, {}),
  cancel: (id: number, reason: string) =>
    api.post<{ status: string }>(`/fair/editor/${id}/cancel`, { reason }),
  remove: (id: number) => api.delete<null>(`/fair/editor/${id}`),
};

/**
 * The public queries (no sign-in). Their answers name their area codes (`names`, ADR 0027), kept
 * where the places' names are looked up, so the cards show their places without asking for them.
 */
export const fairPublicQueries = {
  list: (params: ListParams) =>
    queryOptions({
      queryKey: ['fairs-public', 'list', params],
      queryFn: ({ signal, client }) =>
        keepingDictNames(client, () => api.page<TFairSummary>('/fair/public/list', params, { signal })),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: ['fairs-public', 'detail', id],
      queryFn: ({ signal, client }) =>
        keepingDictNames(client, () => api.get<TFairDetail>(`/fair/public/${id}`, undefined, { signal })),
    }),
  postings: (id: number, params: ListParams) =>
    queryOptions({
      queryKey: ['fairs-public', 'postings', id, params],
      queryFn: ({ signal, client }) =>
        keepingDictNames(client, () =>
          api.page<TFairPosting>(`/fair/public/${id}/postings`, params, { signal }),
        ),
    }),
};

/** A person's tickets (g010706 and the fair page). */
export const fairTickets = {
  key: 'fair-tickets',
  mine: (params: ListParams, signal?: AbortSignal) =>
    api.page<TFairTicketView>('/fair/ticket/my', params, { signal }),
  forFair: (fairId: number, signal?: AbortSignal) =>
    api.get<TFairTicketView | null>(`/fair/ticket/forFair/${fairId}`, undefined, { signal }),
  register: (fairId: number) => api.post<{ id: number; code: string }>('/fair/ticket', { fairId }),
  cancel: (id: number) => api.post<{ status: string }>(`/fair/ticket/${id}/cancel`, {}),
};
