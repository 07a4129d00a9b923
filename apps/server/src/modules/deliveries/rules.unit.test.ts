import { DELIVERY_STATUSES, type TDeliveryStatus } from '@rcwb/shared';
import { describe, expect, it } from 'vitest';
import { type TDeliveryAction, assertCanAnswer, canDo, orgActions, personActions, refusal } from './rules';

const at = (status: TDeliveryStatus, latestInterview: 'pending' | 'accepted' | 'declined' | null = null) => ({
  status,
  latestInterview,
});

describe('delivery transition table', () => {
  const expected: Record<TDeliveryAction, TDeliveryStatus[]> = {
    withdraw: ['delivered', 'viewed', 'interview'],
    view: ['delivered'],
    invite: ['delivered', 'viewed', 'interview'],
    hire: ['delivered', 'viewed', 'interview'],
    reject: ['delivered', 'viewed', 'interview'],
    close: ['delivered', 'viewed', 'interview'],
  };
  for (const [action, allowed] of Object.entries(expected) as [TDeliveryAction, TDeliveryStatus[]][])
    it(`${action} is allowed from ${allowed.join(', ')} only`, () => {
      for (const status of DELIVERY_STATUSES)
        expect(canDo(action, at(status))).toBe(allowed.includes(status));
    });

  it('says what happened to a decided delivery', () => {
    expect(refusal('withdraw', at('withdrawn'))).toBe('deliveries.is.withdrawn');
    expect(refusal('hire', at('rejected'))).toBe('deliveries.is.rejected');
    expect(refusal('reject', at('closed'))).toBe('deliveries.is.closed');
    expect(refusal('view', at('viewed'))).toBe('deliveries.cannot.view');
  });

  it('invites again only after the person declined the last interview', () => {
    expect(refusal('invite', at('interview', 'pending'))).toBe('deliveries.interview.pending');
    expect(refusal('invite', at('interview', 'accepted'))).toBe('deliveries.interview.accepted');
    expect(canDo('invite', at('interview', 'declined'))).toBe(true);
  });

  it('offers the buttons the state allows', () => {
    expect(orgActions(at('delivered'))).toEqual(['view', 'invite', 'hire', 'reject']);
    expect(orgActions(at('interview', 'pending'))).toEqual(['hire', 'reject']);
    expect(orgActions(at('hired'))).toEqual([]);
    expect(personActions(at('interview'))).toEqual(['withdraw']);
    expect(personActions(at('closed'))).toEqual([]);
  });

  it('lets a person answer only a pending interview of an open delivery', () => {
    expect(() => assertCanAnswer('pending', 'interview')).not.toThrow();
    expect(() => assertCanAnswer('accepted', 'interview')).toThrow('deliveries.interview.answered.accepted');
    expect(() => assertCanAnswer('pending', 'withdrawn')).toThrow('deliveries.is.withdrawn');
  });
});
