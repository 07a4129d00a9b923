import { z } from 'zod';
import { ZIdParams } from '../../core/ids';
import type { TDeps } from '../../core/deps';
import { guard, route } from '../../core/route';
import type { TCollectionKind } from '../collections';
import { ZPaging } from '../../core/paging';
import { clearMyHistory, myHistory, removeMyEntry } from './browse-history.service';

const ZList = z.object({
  kind: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(32).optional()),
  ...ZPaging,
});

/**
 * The caller's browse history (DOMAIN.md): newest first, each page summarised by its kind's
 * summaries (the same registry as collections, so a page that went away is marked unavailable),
 * removing one entry and clearing all. Nobody reads or removes another account's rows.
 */
export function browseHistoryRoutes(deps: TDeps, kinds: ReadonlyMap<string, TCollectionKind>) {
  return [
    route({
      method: 'GET',
      url: '/browse-history/list',
      guard: guard.auth,
      input: ZList,
      handler: async ({ input, user, locale }) => myHistory(deps, kinds, user.accountId, input, locale),
    }),
    route({
      method: 'DELETE',
      url: '/browse-history/:id',
      guard: guard.auth,
      params: ZIdParams,
      handler: async ({ params, user }) => removeMyEntry(deps, user.accountId, params.id),
    }),
    route({
      method: 'DELETE',
      url: '/browse-history',
      guard: guard.auth,
      handler: async ({ user }) => clearMyHistory(deps, user.accountId),
    }),
  ];
}
