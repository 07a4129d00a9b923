import { queryOptions } from '@tanstack/react-query';
import type { TMessageView } from '@rcwb/shared';
import { api } from '@/lib/api';

export type Message = TMessageView;

/** `kind` narrows to one notification kind ('delivery', 'feedback', …). */
export type MessageListParams = { page: number; limit: number; unread?: boolean; kind?: string };

export const messageListKey = ['messages', 'list'] as const;

export const getMessageList = (params: MessageListParams, signal?: AbortSignal) =>
  api.page<Message>('/message/list', params, { signal });

export const messageListQuery = (params: MessageListParams) =>
  queryOptions({
    queryKey: [...messageListKey, params],
    queryFn: ({ signal }) => getMessageList(params, signal),
  });
