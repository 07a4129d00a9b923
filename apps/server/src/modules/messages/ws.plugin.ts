import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../core/deps';
import { type TLiveSocket, WS_CLOSE_UNAUTHORIZED } from './live-hub';
import { liveOf, liveSessionIds } from './live';
import { unreadCount } from './messages.repository';

/**
 * GET /ws/{username}?ticket=… (SPEC §2.4): the navbar's live channel. The socket authenticates
 * itself with a single-use ticket from /message/wsTicket; anything else is closed with 4401
 * before a single frame is sent.
 */
export async function wsPlugin(app: FastifyInstance, deps: TDeps): Promise<void> {
  const live = liveOf(deps);
  app.addHook('onClose', async () => live.hub.stop());

  app.get(
    '/ws/:username',
    { websocket: true, config: { guard: { kind: 'public' } } },
    async (socket: TLiveSocket, req) => {
      const { username } = req.params as { username?: string };
      const { ticket } = req.query as { ticket?: unknown };
      const claim = typeof ticket === 'string' ? live.tickets.consume(ticket) : null;
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
      live.hub.attach(socket, { accountId: claim.accountId, sessionId: claim.sessionId });
      const unread = await unreadCount(deps.db, claim.accountId);
      if (socket.readyState === 1) socket.send(JSON.stringify({ type: 'unread', unread }));
    },
  );
}
