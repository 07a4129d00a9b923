import { useMutation, useQueryClient } from '@tanstack/react-query';
import { homeKey } from '@/features/home/api/get-home-data';
import { markMessagesRead } from '../api/mark-read';
import { messageListKey } from '../api/get-message-list';
import { unreadCountKey } from '../api/get-unread-count';

/** Marks messages read and brings the bell, the lists and the home figures up to date. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessagesRead,
    onSuccess: ({ count }) => {
      queryClient.setQueryData<number>(unreadCountKey, count);
      void queryClient.invalidateQueries({ queryKey: messageListKey });
      void queryClient.invalidateQueries({ queryKey: homeKey });
    },
  });
}
