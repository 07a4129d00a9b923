import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Kinds of things a signed-in user can collect (server: modules/collections). */
export type CollectionKind = 'policy' | 'demand' | 'achievement' | 'expert' | (string & {});

export type CollectedItem = {
  kind: CollectionKind;
  targetId: number;
  collectedAt: string;
  /** False when the item was withdrawn since it was collected. */
  available: boolean;
  title: string;
  subtitle: string;
  link: string;
};

export const COLLECTIONS_KEY = 'collections';

export const collectedQuery = (kind: CollectionKind, ids: number[]) =>
  queryOptions({
    queryKey: [COLLECTIONS_KEY, 'check', kind, ids] as const,
    queryFn: ({ signal }) =>
      api.get<{ collectedIds: number[] }>(
        '/collection/check',
        { kind, ids: ids.join(',') },
        { signal, showError: false },
      ),
    select: (d) => new Set(d.collectedIds),
  });

export const collect = (kind: CollectionKind, targetId: number) =>
  api.post<{ collected: boolean }>('/collection/add', { kind, targetId });

export const uncollect = (kind: CollectionKind, targetId: number) =>
  api.post<{ collected: boolean }>('/collection/remove', { kind, targetId });

export const listCollected = (kind: CollectionKind, params: Record<string, unknown>, signal?: AbortSignal) =>
  api.page<CollectedItem>('/collection/list', { kind, ...params }, { signal });

/** One page the user opened, newest first (GET /browse-history/list). */
export type HistoryEntry = Omit<CollectedItem, 'collectedAt'> & { id: number; viewedAt: string };

export const HISTORY_KEY = 'browse-history';

export const listHistory = (params: Record<string, unknown>, signal?: AbortSignal) =>
  api.page<HistoryEntry>('/browse-history/list', params, { signal });

export const removeHistory = (id: number) => api.delete<{ id: number }>(`/browse-history/${id}`);

export const clearHistory = () => api.delete<{ removed: number }>('/browse-history');
