import { warning } from '../../core/errors';
import { defineTransitions, findTransition } from '../../core/review-queue';
import type { TJobStatus } from '../../db/schema';
import { JOB_PERMS } from '@rcwb/shared';

/** What can be done to a posting, by its organisation or by staff. */
export type TJobAction =
  'edit' | 'submit' | 'refresh' | 'close' | 'reopen' | 'remove' | 'approve' | 'reject' | 'takedown';

type TState = { status: TJobStatus; revision: unknown };

/** A posting's state as review sees it: a live posting with a pending change is reviewed like a submission. */
export type TJobReviewState = TJobStatus | 'revision';

export const jobReviewState = (s: TState): TJobReviewState =>
  s.status === 'published' && s.revision != null ? 'revision' : s.status;

/**
 * Staff review of g070102 (DOMAIN.md): a submission is approved (published) or rejected back to
 * draft; a revision of a live posting is approved (applied) or rejected (dropped) while the
 * posting stays live. Both need the review button's permission; a rejection needs a reason.
 */
export const JOB_REVIEW = defineTransitions<TJobReviewState>([
  { from: 'pending', action: 'approve', to: 'published', reasonRequired: false, perm: JOB_PERMS.review },
  { from: 'pending', action: 'reject', to: 'draft', reasonRequired: true, perm: JOB_PERMS.review },
  { from: 'revision', action: 'approve', to: 'published', reasonRequired: false, perm: JOB_PERMS.review },
  { from: 'revision', action: 'reject', to: 'published', reasonRequired: true, perm: JOB_PERMS.review },
]);

const reviewable = (action: 'approve' | 'reject') => (s: TState) =>
  findTransition(JOB_REVIEW, jobReviewState(s), action) !== undefined;

/**
 * The transitions of DOMAIN.md: draft → pending → published → closed; staff reject back to draft
 * (the review rows are JOB_REVIEW's).
 */
const ALLOWED: Record<TJobAction, (s: TState) => boolean> = {
  edit: () => true,
  submit: (s) => s.status === 'draft',
  refresh: (s) => s.status === 'published',
  close: (s) => s.status === 'published',
  reopen: (s) => s.status === 'closed',
  remove: (s) => s.status === 'draft',
  approve: reviewable('approve'),
  reject: reviewable('reject'),
  takedown: (s) => s.status === 'published',
};

export const canDo = (action: TJobAction, s: TState): boolean => ALLOWED[action](s);

/** The refusal of an action the posting's state does not allow, saying what the action needs. */
export const refusal = (action: TJobAction) => warning(`jobs.cannot.${action}`);

/** Refuses an action the posting's state does not allow. */
export function assertCan(action: TJobAction, s: TState): void {
  if (!canDo(action, s)) throw refusal(action);
}

/** The actions an organisation may take now, for the buttons of its screens. */
export const orgActions = (s: TState): TJobAction[] =>
  (['edit', 'submit', 'refresh', 'close', 'reopen', 'remove'] as const).filter((a) => canDo(a, s));
