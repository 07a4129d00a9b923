import { describe, expect, it } from 'vitest';
import { actionsFrom, findTransition, offeredActions, permOf } from '../../core/review-queue';
import { JOB_REVIEW, canDo, jobReviewState } from './lifecycle';

describe('the posting review table (g070102)', () => {
  it('approves or rejects a submission and a live posting’s revision, rejections with a reason', () => {
    expect(findTransition(JOB_REVIEW, 'pending', 'approve')?.to).toBe('published');
    expect(findTransition(JOB_REVIEW, 'pending', 'reject')).toMatchObject({
      to: 'draft',
      reasonRequired: true,
    });
    expect(findTransition(JOB_REVIEW, 'revision', 'reject')).toMatchObject({ to: 'published' });
    for (const state of ['draft', 'published', 'closed'] as const)
      expect(actionsFrom(JOB_REVIEW, state)).toEqual([]);
    expect(offeredActions(JOB_REVIEW)).toEqual(['approve', 'reject']);
    expect(permOf(JOB_REVIEW, 'reject')).toBe('g07:job:review');
  });

  it('reads a published posting with a pending change as a revision, and the lifecycle follows the table', () => {
    expect(jobReviewState({ status: 'published', revision: { title: 'x' } })).toBe('revision');
    expect(jobReviewState({ status: 'published', revision: null })).toBe('published');
    expect(canDo('approve', { status: 'published', revision: { title: 'x' } })).toBe(true);
    expect(canDo('reject', { status: 'published', revision: null })).toBe(false);
  });
});
