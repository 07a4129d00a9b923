import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { homeKey } from '@/lib/live-queries';
import { messageListKey } from '../api/get-message-list';

/**
 * Messages come from the server already in the request language: after a language switch the
 * message list and the home page's latest messages are fetched again, so nothing stays in the
 * previous language.
 */
export function useMessagesFollowLocale(locale: string): void {
  const queryClient = useQueryClient();
  const shownIn = useRef(locale);

  useEffect(() => {
    if (shownIn.current === locale) return;
    shownIn.current = locale;
    void queryClient.invalidateQueries({ queryKey: messageListKey });
    void queryClient.invalidateQueries({ queryKey: homeKey });
  }, [locale, queryClient]);
}
