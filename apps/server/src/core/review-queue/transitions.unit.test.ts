import type { TPermission } from '@rcwb/shared';
import { describe, expect, it } from 'vitest';
import { actionsFrom, defineTransitions, findTransition, offeredActions, permOf } from './transitions';

describe('a transition table', () => {
  const table = defineTransitions([
    {
      from: 'pending',
      action: 'approve',
      to: 'approved',
      reasonRequired: false,
      perm: 'g07:x:review' as TPermission,
    },
    {
      from: 'pending',
      action: 'reject',
      to: 'rejected',
      reasonRequired: true,
      perm: 'g07:x:review' as TPermission,
    },
    {
      from: 'pending',
      action: 'return',
      to: 'draft',
      reasonRequired: true,
      perm: 'g07:x:return' as TPermission,
    },
    {
      from: 'rejected',
      action: 'return',
      to: 'draft',
      reasonRequired: true,
      perm: 'g07:x:return' as TPermission,
    },
  ]);

  it('finds the row of an allowed action and nothing for any other', () => {
    expect(findTransition(table, 'pending', 'reject')).toMatchObject({
      to: 'rejected',
      reasonRequired: true,
    });
    expect(findTransition(table, 'approved', 'reject')).toBeUndefined();
    expect(findTransition(table, 'rejected', 'approve')).toBeUndefined();
    expect(findTransition(table, null, 'approve')).toBeUndefined();
  });

  it('lists the actions offered and those allowed from a state, in the review order', () => {
    expect(offeredActions(table)).toEqual(['approve', 'reject', 'return']);
    expect(actionsFrom(table, 'pending')).toEqual(['approve', 'reject', 'return']);
    expect(actionsFrom(table, 'rejected')).toEqual(['return']);
    expect(actionsFrom(table, 'approved')).toEqual([]);
  });

  it('names the permission of each action, and refuses to name one it does not offer', () => {
    expect(permOf(table, 'approve')).toBe('g07:x:review');
    expect(permOf(table, 'return')).toBe('g07:x:return');
    expect(() => permOf(defineTransitions([]), 'approve')).toThrow(/not offered/);
  });

  it('is refused where declared when a state has two rows for one action or an action two permissions', () => {
    const row = {
      from: 'a',
      action: 'approve',
      to: 'b',
      reasonRequired: false,
      perm: 'p' as TPermission,
    } as const;
    expect(() => defineTransitions([row, { ...row, to: 'c' }])).toThrow(/declared twice/);
    expect(() => defineTransitions([row, { ...row, from: 'c', perm: 'q' as TPermission }])).toThrow(
      /guarded by both/,
    );
  });
});
