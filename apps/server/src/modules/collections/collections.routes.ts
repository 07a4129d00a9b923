import { z } from 'zod';
import type { TDeps } from '../../core/deps';
import { ZId } from '../../core/ids';
import { ZPaging } from '../../core/paging';
import { guard, route } from '../../core/route';
import type { TCollectionKind } from './collection-kind';
import { createCollectionService } from './collections.service';

const ZKind = z.string().trim().min(1).max(32);
const ZTarget = z.object({ kind: ZKind, targetId: ZId });
const ZCheck = z.object({
  kind: ZKind,
  ids: z.preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(ZId).max(100)),
});
const ZMine = z.object({ kind: ZKind, ...ZPaging });

/**
 * Collections of the signed-in user (DOMAIN.md collection): collect, uncollect, which of some
 * items are collected, and "my collections" of a kind. Every call is about the caller's own rows.
 */
export function collectionRoutes(deps: TDeps, kinds: ReadonlyMap<string, TCollectionKind>) {
  const service = createCollectionService(deps, kinds);
  return [
    route({
      method: 'POST',
      url: '/collection/add',
      guard: guard.auth,
      audit: { action: 'collect' },
      input: ZTarget,
      handler: async ({ input, user, locale }) => service.add(user, input, locale),
    }),
    route({
      method: 'POST',
      url: '/collection/remove',
      guard: guard.auth,
      audit: { action: 'uncollect' },
      input: ZTarget,
      handler: async ({ input, user }) => service.remove(user, input),
    }),
    route({
      method: 'GET',
      url: '/collection/check',
      guard: guard.auth,
      input: ZCheck,
      handler: async ({ input, user }) => service.check(user, input),
    }),
    route({
      method: 'GET',
      url: '/collection/list',
      guard: guard.auth,
      input: ZMine,
      handler: async ({ input, user, locale }) => service.list(user, input, locale),
    }),
  ];
}
