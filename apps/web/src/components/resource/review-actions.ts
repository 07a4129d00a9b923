import { REVIEW_ACTIONS, type ReviewAction, type ReviewDef, reviewDialog } from './review';
import type { ActionDef } from './types';

const DEFAULT_LABEL: Record<ReviewAction, string> = {
  approve: 'resource.review.approve',
  reject: 'resource.review.reject',
  return: 'resource.review.return',
};

/** The row actions of a review definition, in the queue's order (approve, reject, return). */
export function reviewRowActions<R>(review: ReviewDef<R>): ActionDef<R>[] {
  return REVIEW_ACTIONS.flatMap((action) => {
    const def = review.actions[action];
    if (!def) return [];
    return [
      {
        key: action,
        labelKey: def.labelKey ?? DEFAULT_LABEL[action],
        perms: def.perms,
        icon: def.icon,
        danger: action !== 'approve',
        hidden: (row: R) => !review.allowed(row, action),
        ...(def.reason
          ? { dialog: reviewDialog(action) }
          : { confirm: def.confirm, run: (row: R) => def.send(row, null), successKey: def.successKey }),
      },
    ];
  });
}

/**
 * A resource's row actions with its review actions placed right after 'view' (or first): the
 * decisions sit next to opening the record, before anything else a row offers.
 */
export function withReviewActions<R>(
  rowActions: readonly ActionDef<R>[] = [],
  review?: ReviewDef<R>,
): readonly ActionDef<R>[] {
  if (!review) return rowActions;
  const at = rowActions.findIndex((a) => a.key === 'view') + 1;
  return [...rowActions.slice(0, at), ...reviewRowActions(review), ...rowActions.slice(at)];
}
