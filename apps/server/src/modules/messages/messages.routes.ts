import { z } from 'zod';
import type { TDeps } from '../../core/deps';
import { guard, page, route } from '../../core/route';
import { liveOf } from './live';
import { presentMessage } from './messages.presenter';
import { listMessages, markRead, removeMessages, unreadCount } from './messages.repository';

const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .optional()
  .transform((v) => v === true || v === 'true');

const ZList = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  // The pager offers 10/20/30/50 (SPEC §9); any size up to 100 is served.
  limit: z.coerce.number().int().min(1).max(100).default(20),
  unread: flag,
  /** One notification kind ('delivery', 'feedback', …); absent = every kind. */
  kind: z.string().trim().min(1).max(40).optional(),
});

const ZRemove = z.object({ ids: z.array(z.number().int().positive()).min(1).max(500) });

const ZRead = z.union([
  z.object({ ids: z.array(z.number().int().positive()).min(1).max(500) }),
  z.object({ all: z.literal(true) }),
]);

export function messagesRoutes(deps: TDeps) {
  const { db } = deps;
  return [
    route({
      method: 'GET',
      url: '/message/unreadCount',
      guard: guard.auth,
      handler: async ({ user }) => ({ count: await unreadCount(db, user.accountId) }),
    }),

    route({
      method: 'GET',
      url: '/message/list',
      guard: guard.auth,
      input: ZList,
      handler: async ({ input, user, locale }) => {
        const { rows, total } = await listMessages(db, user.accountId, input);
        return page(
          rows.map((m) => presentMessage(m, locale)),
          total,
        );
      },
    }),

    route({
      method: 'PUT',
      url: '/message/read',
      guard: guard.auth,
      input: ZRead,
      handler: async ({ input, user }) => {
        await markRead(db, user.accountId, 'all' in input ? 'all' : input.ids);
        const count = await unreadCount(db, user.accountId);
        // Other open tabs of the user update their badge.
        await liveOf(deps).hub.push(user.accountId, { type: 'unread', unread: count });
        return { count };
      },
    }),

    route({
      method: 'POST',
      url: '/message/remove',
      guard: guard.auth,
      input: ZRemove,
      handler: async ({ input, user }) => {
        await removeMessages(db, user.accountId, input.ids);
        const count = await unreadCount(db, user.accountId);
        await liveOf(deps).hub.push(user.accountId, { type: 'unread', unread: count });
        return { count };
      },
    }),

    route({
      method: 'GET',
      url: '/message/wsTicket',
      guard: guard.auth,
      handler: async ({ user }) => ({
        ticket: liveOf(deps).tickets.issue({
          accountId: user.accountId,
          sessionId: user.sessionId,
          username: user.username,
        }),
      }),
    }),
  ];
}
