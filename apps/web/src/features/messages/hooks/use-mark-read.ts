import { useMutation, useQueryClient } from '@tanstack/react-query';
import { homeKey, workbenchKey } from '@/lib/live-queries';
import { markAllMessagesRead, markMessagesRead, removeMessages } from '../api/mark-read';
import { messageListKey } from '../api/get-message-list';
import { unreadCountKey } from '../api/get-unread-count';

/** After a change the server answers the unread count: the bell, the lists and home follow. */
function useMessageChange<V>(change: (vars: V) => Promise<{ count: number }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: ({ count }) => {
      queryClient.setQueryData<number>(unreadCountKey, count);
      void queryClient.invalidateQueries({ queryKey: messageListKey });
      void queryClient.invalidateQueries({ queryKey: homeKey });
      void queryClient.invalidateQueries({ queryKey: workbenchKey });
    },
  });
}

/** Marks messages read and brings the bell, the lists and the home figures up to date. */
export const useMarkRead = () => useMessageChange(markMessagesRead);

/** Marks every message of the caller read. */
export const useMarkAllRead = () => useMessageChange<void>(() => markAllMessagesRead());

/** Deletes messages of the caller. */
export const useRemoveMessages = () => useMessageChange(removeMessages);
