import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ZIdParams } from '../../core/ids';
import type { TDeps } from '../../core/deps';
import { notFound, warning } from '../../core/errors';
import { guard, page, route } from '../../core/route';
import { browseHistory } from '../../db/schema';
import type { TCollectionKind } from '../collections';
import { ZPaging } from '../../core/paging';

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
  const { db } = deps;
  const mine = (accountId: number) => eq(browseHistory.accountId, accountId);
  return [
    route({
      method: 'GET',
      url: '/browse-history/list',
      guard: guard.auth,
      input: ZList,
      handler: async ({ input, user, locale }) => {
        if (input.kind && !kinds.has(input.kind)) throw warning('history.kindUnknown');
        const where = and(mine(user.accountId), input.kind ? eq(browseHistory.kind, input.kind) : undefined);
        const [rows, [total]] = await Promise.all([
          db
            .select()
            .from(browseHistory)
            .where(where)
            .orderBy(desc(browseHistory.viewedAt), desc(browseHistory.id))
            .limit(input.limit)
            .offset((input.page - 1) * input.limit),
          db.select({ n: count() }).from(browseHistory).where(where),
        ]);
        const byKind = new Map<string, number[]>();
        for (const r of rows) byKind.set(r.kind, [...(byKind.get(r.kind) ?? []), r.targetId]);
        const summaries = new Map(
          await Promise.all(
            [...byKind].map(
              async ([kind, ids]) =>
                [kind, (await kinds.get(kind)?.summaries(db, ids, locale)) ?? new Map()] as const,
            ),
          ),
        );
        return page(
          rows.map((r) => {
            const s = summaries.get(r.kind)?.get(r.targetId);
            return {
              id: r.id,
              kind: r.kind,
              targetId: r.targetId,
              viewedAt: r.viewedAt.toISOString(),
              available: !!s,
              title: s?.title ?? '',
              subtitle: s?.subtitle ?? '',
              link: s?.link ?? '',
            };
          }),
          total?.n ?? 0,
        );
      },
    }),
    route({
      method: 'DELETE',
      url: '/browse-history/:id',
      guard: guard.auth,
      params: ZIdParams,
      handler: async ({ params, user }) => {
        const removed = await db
          .delete(browseHistory)
          .where(and(mine(user.accountId), eq(browseHistory.id, params.id)))
          .returning({ id: browseHistory.id });
        // Someone else's id reads exactly like a missing one.
        if (!removed.length) throw notFound('history.notFound');
        return { id: params.id };
      },
    }),
    route({
      method: 'DELETE',
      url: '/browse-history',
      guard: guard.auth,
      handler: async ({ user }) => {
        const removed = await db
          .delete(browseHistory)
          .where(mine(user.accountId))
          .returning({ id: browseHistory.id });
        return { removed: removed.length };
      },
    }),
  ];
}
