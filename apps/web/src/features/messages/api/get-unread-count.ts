import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const unreadCountKey = ['messages', 'unread'] as const;

export const getUnreadCount = (signal?: AbortSignal) =>
  api.get<{ count: number }>('/message/unreadCount', undefined, { signal });

export const unreadCountQuery = queryOptions({
  queryKey: unreadCountKey,
  queryFn: async ({ signal }) => (await getUnreadCount(signal)).count,
});
