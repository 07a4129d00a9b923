import { and, eq, inArray } from 'drizzle-orm';
import { OPEN_DELIVERY_STATUSES } from '@rcwb/shared';
import { deliveries } from '../../db/schema';
import type { TClosingListener } from '../jobs';
import { changeStatus } from './deliveries.repository';
import { type TNotice, deliveryLink, sendNotices } from './notices';
import { jobOf } from './steps';

/**
 * A posting closed (by its organisation or taken down by staff): its undecided deliveries close
 * with it, in the closing transaction, each with a system event; each person is told afterwards.
 */
export const closeDeliveriesOfPosting: TClosingListener = async (deps, tx, jobId) => {
  const open = await tx
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.jobId, jobId), inArray(deliveries.status, OPEN_DELIVERY_STATUSES)))
    .for('update');
  if (!open.length) return;
  const notices: TNotice[] = [];
  for (const d of open) {
    await changeStatus(tx, d, { id: null, side: 'system' }, 'closed', 'closed', null);
    notices.push({
      to: d.personId,
      kind: 'delivery',
      key: 'closed',
      params: jobOf(d),
      link: deliveryLink(d.id),
    });
  }
  return () => sendNotices(deps, notices);
};
