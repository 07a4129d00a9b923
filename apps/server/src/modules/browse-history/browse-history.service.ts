import type { TLocale } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { notFound, warning } from '../../core/errors';
import type { TPaging } from '../../core/paging';
import { page } from '../../core/route';
import type { TCollectionKind } from '../collections';
import { clearHistory, historyPage, removeEntry } from './browse-history.repository';

type TKinds = ReadonlyMap<string, TCollectionKind>;

/**
 * The caller's history, each entry summarised by its kind's summaries (the same registry as
 * collections, so a page that went away is marked unavailable).
 */
export async function myHistory(
  deps: TDeps,
  kinds: TKinds,
  accountId: number,
  f: TPaging & { kind?: string },
  locale: TLocale,
) {
  if (f.kind && !kinds.has(f.kind)) throw warning('history.kindUnknown');
  const { rows, total } = await historyPage(deps.db, accountId, f.kind, f);
  const byKind = new Map<string, number[]>();
  for (const r of rows) byKind.set(r.kind, [...(byKind.get(r.kind) ?? []), r.targetId]);
  const summaries = new Map(
    await Promise.all(
      [...byKind].map(
        async ([kind, ids]) =>
          [kind, (await kinds.get(kind)?.summaries(deps.db, ids, locale)) ?? new Map()] as const,
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
    total,
  );
}

export async function removeMyEntry(deps: TDeps, accountId: number, id: number) {
  // Someone else's id reads exactly like a missing one.
  if (!(await removeEntry(deps.db, accountId, id))) throw notFound('history.notFound');
  return { id };
}

export async function clearMyHistory(deps: TDeps, accountId: number) {
  return { removed: await clearHistory(deps.db, accountId) };
}
