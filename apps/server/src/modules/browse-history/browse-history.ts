import { and, desc, eq, sql } from 'drizzle-orm';
import type { TDeps } from '../../core/deps';
import { browseHistory } from '../../db/schema';

/** How many pages each account's history keeps; older views are dropped as new ones come in. */
export const HISTORY_CAP = 200;

/** The kinds of public pages recorded when a signed-in user opens them. */
export type THistoryKind = 'job' | 'org';

/**
 * Records that the account opened a public page now: one row per page, its time bumped on every
 * view, and only the newest HISTORY_CAP rows kept. Never fails the page being served: a failed
 * write is logged and the page is answered anyway.
 */
export async function recordView(
  deps: Pick<TDeps, 'db' | 'log'>,
  accountId: number,
  kind: THistoryKind,
  targetId: number,
): Promise<void> {
  try {
    await deps.db
      .insert(browseHistory)
      .values({ accountId, kind, targetId })
      .onConflictDoUpdate({
        target: [browseHistory.accountId, browseHistory.kind, browseHistory.targetId],
        set: { viewedAt: sql`now()` },
      });
    const owner = eq(browseHistory.accountId, accountId);
    const overflow = deps.db
      .select({ id: browseHistory.id })
      .from(browseHistory)
      .where(owner)
      .orderBy(desc(browseHistory.viewedAt), desc(browseHistory.id))
      .offset(HISTORY_CAP);
    await deps.db.delete(browseHistory).where(and(owner, sql`${browseHistory.id} IN (${overflow})`));
  } catch (err) {
    deps.log.warn({ err, accountId, kind, targetId }, 'browse history not recorded');
  }
}
