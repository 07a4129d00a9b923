import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { pickLocale } from '@rcwb/shared';
import { homeKey, liveKeysOf, workbenchKey } from '@/lib/live-queries';
import { isApiError } from '@/lib/api';
import { feedback } from '@/lib/feedback/feedback';
import { i18n, useTranslation } from '@/lib/i18n';
import { messageListKey } from '../api/get-message-list';
import { unreadCountKey } from '../api/get-unread-count';
import { getWsTicket } from '../api/get-ws-ticket';
import { parseFrame, reconnectDelay, socketUrl, unreadAfter } from './socket-frames';
import { useMessagesFollowLocale } from './use-messages-follow-locale';

/**
 * Live messages for the signed-in user: a pushed message raises a notification and bumps the
 * unread count; a dropped socket reconnects with backoff and a fresh ticket. An ended session
 * stops the loop (the API client has already shown the session-expired dialog). The socket is
 * opened in the UI language, which the server renders pushed messages in; a language switch
 * reopens it in the new one.
 */
export function useMessageSocket(username: string): void {
  const queryClient = useQueryClient();
  const locale = pickLocale(useTranslation().i18n.language);
  useMessagesFollowLocale(locale);

  useEffect(() => {
    if (!username) return;
    let socket: WebSocket | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const schedule = () => {
      if (stopped) return;
      timer = setTimeout(() => void connect(), reconnectDelay(attempt));
      attempt += 1;
    };

    const onFrame = (event: MessageEvent) => {
      const frame = parseFrame(event.data);
      if (!frame) return;
      queryClient.setQueryData<number>(unreadCountKey, (count) => unreadAfter(count, frame));
      // The home page's figures (and latest messages) change with every frame.
      void queryClient.invalidateQueries({ queryKey: homeKey });
      void queryClient.invalidateQueries({ queryKey: workbenchKey });
      if (frame.type === 'message') {
        feedback.notify(i18n.t('newMessages'), frame.data.title);
        void queryClient.invalidateQueries({ queryKey: messageListKey });
        // Lists and timelines the message is about (e.g. a delivery's) show the change at once.
        for (const queryKey of liveKeysOf(frame.data.kind)) void queryClient.invalidateQueries({ queryKey });
      }
    };

    async function connect() {
      let ticket: string;
      try {
        ticket = (await getWsTicket()).ticket;
      } catch (error) {
        if (!isApiError(error, 'session')) schedule();
        return;
      }
      if (stopped) return;
      const ws = new WebSocket(socketUrl(username, ticket, locale, window.location));
      socket = ws;
      ws.onopen = () => {
        attempt = 0;
      };
      ws.onmessage = onFrame;
      ws.onclose = () => {
        if (socket === ws) socket = undefined;
        schedule();
      };
    }

    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close(1000);
    };
  }, [username, locale, queryClient]);
}
