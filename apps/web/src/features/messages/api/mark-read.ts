import { api } from '@/lib/api';

/** PUT /message/read: marks the caller's chosen messages read; answers the unread count after. */
export const markMessagesRead = (ids: number[]) =>
  api.put<{ count: number }>('/message/read', { ids }, { repeatSubmit: false });

/** PUT /message/read with `all`: every unread message of the caller. */
export const markAllMessagesRead = () =>
  api.put<{ count: number }>('/message/read', { all: true }, { repeatSubmit: false });

/** POST /message/remove: deletes the caller's chosen messages; answers the unread count after. */
export const removeMessages = (ids: number[]) =>
  api.post<{ count: number }>('/message/remove', { ids }, { repeatSubmit: false });
