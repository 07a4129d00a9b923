import { z } from 'zod';
import type { TDeps } from '../../core/deps';
import { ZPaging } from '../../core/paging';
import { guard, route } from '../../core/route';
import { myMessages, myUnreadCount, readMessages, removeMyMessages, wsTicket } from './messages.service';

const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .optional()
  .transform((v) => v === true || v === 'true');

const ZList = z.object({
  ...ZPaging,
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
  return [
    route({
      method: 'GET',
      url: '/message/unreadCount',
      guard: guard.auth,
      handler: async ({ user }) => myUnreadCount(deps, user),
    }),
    route({
      method: 'GET',
      url: '/message/list',
      guard: guard.auth,
      input: ZList,
      handler: async ({ input, user, locale }) => myMessages(deps, user, input, locale),
    }),
    route({
      method: 'PUT',
      url: '/message/read',
      guard: guard.auth,
      input: ZRead,
      handler: async ({ input, user }) => readMessages(deps, user, 'all' in input ? 'all' : input.ids),
    }),
    route({
      method: 'POST',
      url: '/message/remove',
      guard: guard.auth,
      input: ZRemove,
      handler: async ({ input, user }) => removeMyMessages(deps, user, input.ids),
    }),
    route({
      method: 'GET',
      url: '/message/wsTicket',
      guard: guard.auth,
      handler: async ({ user }) => wsTicket(deps, user),
    }),
  ];
}
