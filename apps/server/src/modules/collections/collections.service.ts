import type { TLocale } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { forbidden, notFound, warning } from '../../core/errors';
import type { TPaging } from '../../core/paging';
import { page } from '../../core/route';
import type { TSessionUser } from '../../core/session-user';
import type { TCollectionKind } from './collection-kind';
import { addCollection, collectedOf, collectionPage, removeCollection } from './collections.repository';

type TTarget = { kind: string; targetId: number };

/** Collections of the signed-in user; every call is about the caller's own rows. */
export function createCollectionService(deps: TDeps, kinds: ReadonlyMap<string, TCollectionKind>) {
  const { db } = deps;
  const kindOf = (name: string): TCollectionKind => {
    const k = kinds.get(name);
    if (!k) throw warning('collection.kindUnknown');
    return k;
  };
  return {
    async add(user: TSessionUser, input: TTarget, locale: TLocale) {
      const k = kindOf(input.kind);
      if (k.mayCollect && !k.mayCollect(user)) throw forbidden();
      // Only what the public can see may be collected (no probing of drafts by id).
      const found = await k.summaries(db, [input.targetId], locale);
      if (!found.has(input.targetId)) throw notFound('content.notFound');
      await addCollection(db, user.accountId, input.kind, input.targetId);
      return { collected: true };
    },
    async remove(user: TSessionUser, input: TTarget) {
      kindOf(input.kind);
      await removeCollection(db, user.accountId, input.kind, input.targetId);
      return { collected: false };
    },
    async check(user: TSessionUser, input: { kind: string; ids: number[] }) {
      kindOf(input.kind);
      if (!input.ids.length) return { collectedIds: [] };
      return { collectedIds: await collectedOf(db, user.accountId, input.kind, input.ids) };
    },
    async list(user: TSessionUser, input: TPaging & { kind: string }, locale: TLocale) {
      const k = kindOf(input.kind);
      const { rows, total } = await collectionPage(db, user.accountId, input.kind, input);
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
        total,
      );
    },
  };
}
