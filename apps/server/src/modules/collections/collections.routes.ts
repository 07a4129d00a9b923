import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { TDeps } from '../../core/deps';
import { forbidden, notFound, warning } from '../../core/errors';
import { guard, page, route } from '../../core/route';
import { collections } from '../../db/schema';
import { ZPaging } from '../../core/paging';
import type { TCollectionKind } from './collection-kind';

const ZKind = z.string().trim().min(1).max(32);
const ZTarget = z.object({ kind: ZKind, targetId: z.coerce.number().int().positive().max(2_147_483_647) });
const ZCheck = z.object({
  kind: ZKind,
  ids: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
    z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(100),
  ),
});
const ZMine = z.object({ kind: ZKind, ...ZPaging });

/**
 * Collections of the signed-in user (DOMAIN.md collection): collect, uncollect, which of some
 * items are collected, and "my collections" of a kind. Every call is about the caller's own rows.
 */
export function collectionRoutes(deps: TDeps, kinds: ReadonlyMap<string, TCollectionKind>) {
  const { db } = deps;
  const kindOf = (name: string): TCollectionKind => {
    const k = kinds.get(name);
    if (!k) throw warning('collection.kindUnknown');
    return k;
  };
  const mine = (accountId: number, kind: string) =>
    and(eq(collections.accountId, accountId), eq(collections.kind, kind));

  return [
    route({
      method: 'POST',
      url: '/collection/add',
      guard: guard.auth,
      input: ZTarget,
      handler: async ({ input, user, locale }) => {
        const k = kindOf(input.kind);
        if (k.mayCollect && !k.mayCollect(user)) throw forbidden();
        // Only what the public can see may be collected (no probing of drafts by id).
        const found = await k.summaries(db, [input.targetId], locale);
        if (!found.has(input.targetId)) throw notFound('content.notFound');
        await db
          .insert(collections)
          .values({ accountId: user.accountId, kind: input.kind, targetId: input.targetId })
          .onConflictDoNothing();
        return { collected: true };
      },
    }),
    route({
      method: 'POST',
      url: '/collection/remove',
      guard: guard.auth,
      input: ZTarget,
      handler: async ({ input, user }) => {
        kindOf(input.kind);
        await db
          .delete(collections)
          .where(and(mine(user.accountId, input.kind), eq(collections.targetId, input.targetId)));
        return { collected: false };
      },
    }),
    route({
      method: 'GET',
      url: '/collection/check',
      guard: guard.auth,
      input: ZCheck,
      handler: async ({ input, user }) => {
        kindOf(input.kind);
        if (!input.ids.length) return { collectedIds: [] };
        const rows = await db
          .select({ targetId: collections.targetId })
          .from(collections)
          .where(and(mine(user.accountId, input.kind), inArray(collections.targetId, input.ids)));
        return { collectedIds: rows.map((r) => r.targetId) };
      },
    }),
    route({
      method: 'GET',
      url: '/collection/list',
      guard: guard.auth,
      input: ZMine,
      handler: async ({ input, user, locale }) => {
        const k = kindOf(input.kind);
        const where = mine(user.accountId, input.kind);
        const [rows, [total]] = await Promise.all([
          db
            .select()
            .from(collections)
            .where(where)
            .orderBy(desc(collections.createdAt), desc(collections.id))
            .limit(input.limit)
            .offset((input.page - 1) * input.limit),
          db.select({ n: count() }).from(collections).where(where),
        ]);
        const summaries = await k.summaries(
          db,
          rows.map((r) => r.targetId),
          locale,
        );
        return page(
          rows.map((r) => {
            const s = summaries.get(r.targetId);
            // A collected item that was withdrawn since stays listed, marked unavailable.
            return {
              kind: r.kind,
              targetId: r.targetId,
              collectedAt: r.createdAt.toISOString(),
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
  ];
}
