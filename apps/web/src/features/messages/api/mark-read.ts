import { api } from '@/lib/api';

/** PUT /message/read: marks the caller's chosen messages read; answers the unread count after. */
export const markMessagesRead = (ids: number[]) =>
  api.put<{ count: number }>('/message/read', { ids }, { repeatSubmit: false });
