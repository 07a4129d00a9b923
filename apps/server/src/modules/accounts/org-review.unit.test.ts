import { describe, expect, it } from 'vitest';
import { actionsFrom, findTransition, permOf } from '../../core/review-queue';
import { ORG_REVIEW } from './org-review';

describe('the organisation review table (g070101)', () => {
  it('decides only a pending organisation; a rejection needs a reason', () => {
    expect(actionsFrom(ORG_REVIEW, 'pending')).toEqual(['approve', 'reject']);
    for (const state of ['draft', 'approved', 'rejected'] as const)
      expect(actionsFrom(ORG_REVIEW, state)).toEqual([]);
    expect(findTransition(ORG_REVIEW, 'pending', 'reject')?.reasonRequired).toBe(true);
    expect(permOf(ORG_REVIEW, 'approve')).toBe('g07:org:review');
  });
});
