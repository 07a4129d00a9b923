import { and, eq, sql } from 'drizzle-orm';
import { UserType } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { warning } from '../../core/errors';
import { type TReviewAdapter, defineTransitions } from '../../core/review-queue';
import { type TOrgReviewStatus, accounts, gb01 } from '../../db/schema';
import { REVIEW_PERMS } from '@rcwb/shared';
import type { TTx } from '../../core/tx';

/**
 * g070101 organisation review (DOMAIN.md): a pending Gb01 is approved or rejected with a reason;
 * an organisation decided once is decided again only after it resubmits (back to pending).
 */
export const ORG_REVIEW = defineTransitions<TOrgReviewStatus>([
  { from: 'pending', action: 'approve', to: 'approved', reasonRequired: false, perm: REVIEW_PERMS.orgReview },
  { from: 'pending', action: 'reject', to: 'rejected', reasonRequired: true, perm: REVIEW_PERMS.orgReview },
]);

type TOrgUnderReview = { id: number; reviewStatus: TOrgReviewStatus | null };

/**
 * Messages to applicants are stored as text in the portal's default language (the recipient's is
 * not known); the organisation reads the reason in its message centre.
 */
export function orgReviewAdapter(
  deps: TDeps,
): TReviewAdapter<TOrgReviewStatus, TOrgUnderReview, TTx, TOrgReviewStatus> {
  return {
    table: ORG_REVIEW,
    transaction: (work) => deps.db.transaction(work),
    lock: async (tx, id) => {
      // Ids of other kinds of account are not found, like unknown ones.
      const [account] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.id, id), eq(accounts.userType, UserType.org)));
      if (!account) return undefined;
      const [record] = await tx
        .select({ reviewStatus: gb01.reviewStatus })
        .from(gb01)
        .where(eq(gb01.accountId, id))
        .for('update');
      // No Gb01 yet: nothing was submitted, so no decision is possible.
      return { id, reviewStatus: record?.reviewStatus ?? null };
    },
    stateOf: (org) => org.reviewStatus,
    refused: () => warning('review.notPending'),
    write: async (tx, org, d) => {
      await tx
        .update(gb01)
        .set({
          reviewStatus: d.to,
          reviewReason: d.reason,
          reviewedBy: d.reviewer.accountId,
          reviewedAt: sql`now()`,
        })
        .where(eq(gb01.accountId, org.id));
      return d.to;
    },
    after: async (reviewStatus, d) => {
      const approved = reviewStatus === 'approved';
      await deps.notifier.notify(d.id, {
        kind: 'org-review',
        titleKey: approved ? 'review.notice.approvedTitle' : 'review.notice.rejectedTitle',
        bodyKey: d.reason
          ? approved
            ? 'review.notice.approvedBodyReason'
            : 'review.notice.rejectedBody'
          : 'review.notice.approvedBody',
        params: { reason: d.reason ?? '' },
        link: '/personInfo',
      });
      return { id: d.id, reviewStatus };
    },
  };
}
