import { and, eq, exists, inArray, or, sql } from 'drizzle-orm';
import { OPEN_DELIVERY_STATUSES, type TDeliveryStatus } from '@rcwb/shared';
import type { TDb } from '../../db/client';
import { contactViews, deliveries, gb01, talentInvitations } from '../../db/schema';

/**
 * The deliveries that keep an organisation entitled to the person's contact details: those still
 * running, and a hire (the person took the job). A withdrawn, rejected or closed delivery no
 * longer does: the person turned away, or was turned away.
 */
export const CONTACT_DELIVERY_STATUSES: readonly TDeliveryStatus[] = [...OPEN_DELIVERY_STATUSES, 'hired'];

/**
 * Who may see a person's contact details (name, mobile, email): the person themself, and an
 * approved organisation the person turned to — by a delivery to one of its postings that is still
 * active (CONTACT_DELIVERY_STATUSES) or by accepting its invitation to apply. Everyone else sees
 * the masked name only (core/personal-data.ts, audience 'other').
 */
export async function orgMaySeeContact(db: TDb, orgId: number, personId: number): Promise<boolean> {
  const [row] = await db
    .select({ ok: sql<number>`1` })
    .from(gb01)
    .where(
      and(
        eq(gb01.accountId, orgId),
        eq(gb01.reviewStatus, 'approved'),
        or(
          exists(
            db
              .select({ one: sql`1` })
              .from(deliveries)
              .where(
                and(
                  eq(deliveries.orgId, orgId),
                  eq(deliveries.personId, personId),
                  inArray(deliveries.status, [...CONTACT_DELIVERY_STATUSES]),
                ),
              ),
          ),
          exists(
            db
              .select({ one: sql`1` })
              .from(talentInvitations)
              .where(
                and(
                  eq(talentInvitations.orgId, orgId),
                  eq(talentInvitations.personId, personId),
                  eq(talentInvitations.status, 'accepted'),
                ),
              ),
          ),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Records that `viewerId` was shown the contact details of `personId` (every such read calls it). */
export async function recordContactView(
  db: TDb,
  viewerId: number,
  personId: number,
  resumeId: number | null,
): Promise<void> {
  await db.insert(contactViews).values({ viewerId, personId, resumeId });
}
