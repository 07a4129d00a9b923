import type { TDeps } from '../../core/deps';
import { notFound } from '../../core/errors';
import type { TTx } from '../../core/tx';
import { type TDeliveryRow, lockDelivery, stateOf } from './deliveries.repository';
import { type TNotice, sendNotices } from './notices';
import { type TDeliveryAction, assertCan } from './rules';

export type TOwner = { personId: number } | { orgId: number };

/**
 * One change of one delivery: a transaction that locks the row (limited to the caller's own),
 * checks the transition table, writes the change and its timeline event; then, after the commit,
 * the other side is told.
 */
export async function runStep(
  deps: TDeps,
  id: number,
  owner: TOwner,
  action: TDeliveryAction | null,
  apply: (tx: TTx, d: TDeliveryRow) => Promise<TNotice[]>,
): Promise<{ id: number }> {
  const notices = await deps.db.transaction(async (tx) => {
    const d = await lockDelivery(tx, id, owner);
    if (!d) throw notFound('deliveries.notFound');
    if (action) assertCan(action, await stateOf(tx, d));
    return apply(tx, d);
  });
  await sendNotices(deps, notices);
  return { id };
}

/** The posting title and organisation name as they were delivered. */
export const jobOf = (d: TDeliveryRow) => ({ job: d.snapshot.job.title, org: d.snapshot.job.orgName });
