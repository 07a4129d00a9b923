import { LOCALES, type TLocale, pickLocale } from '@rcwb/shared';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../core/deps';
import { type TLiveSocket, WS_CLOSE_UNAUTHORIZED } from './live-hub';
import { liveOf, liveSessionIds } from './live';
import { unreadCount } from './messages.repository';

/**
 * The language a socket's messages are rendered in: the `locale` query parameter (the web app's
 * chosen language — a browser cannot set headers on a WebSocket) when it names a supported one,
 * else the upgrade request's Accept-Language, as for HTTP calls.
 */
function socketLocale(query: unknown, acceptLanguage: string | undefined): TLocale {
  return LOCALES.find((l) => l === query) ?? pickLocale(acceptLanguage);
}

/**
 * GET /ws/{username}?ticket=…&locale=… (SPEC §2.4): the navbar's live channel. The socket
 * authenticates itself with a single-use ticket from /message/wsTicket; anything else is closed
 * with 4401 before a single frame is sent.
 */
export async function wsPlugin(app: FastifyInstance, deps: TDeps): Promise<void> {
  const live = liveOf(deps);
  app.addHook('onClose', async () => live.hub.stop());

  app.get(
    '/ws/:username',
    { websocket: true, config: { guard: { kind: 'public' } } },
    async (socket: TLiveSocket, req) => {
      const { username } = req.params as { username?: string };
      const { ticket, locale } = req.query as { ticket?: unknown; locale?: unknown };
      const claim = typeof ticket === 'string' ? await live.tickets.consume(ticket) : null;
      const ok =
        claim !== null &&
        typeof username === 'string' &&
        claim.username.toLowerCase() === username.toLowerCase() &&
        (await liveSessionIds(deps, [claim.sessionId])).has(claim.sessionId);
      if (!claim || !ok) {
        socket.close(WS_CLOSE_UNAUTHORIZED, 'unauthorized');
        return;
      }
      // The client may have gone while the session was checked; a closed socket is not kept.
      if (socket.readyState !== 1) return;
      live.hub.attach(socket, {
        accountId: claim.accountId,
        sessionId: claim.sessionId,
        locale: socketLocale(locale, req.headers['accept-language']),
      });
      const unread = await unreadCount(deps.db, claim.accountId);
      if (socket.readyState === 1) socket.send(JSON.stringify({ type: 'unread', unread }));
    },
  );
}
