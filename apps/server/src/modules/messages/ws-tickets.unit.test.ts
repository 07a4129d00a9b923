import { describe, expect, it } from 'vitest';
import { createWsTicketStore } from './ws-tickets';

const claim = { accountId: 7, sessionId: 70, username: 'person' };

describe('ws ticket store', () => {
  it('gives the claim back once', () => {
    const store = createWsTicketStore();
    const ticket = store.issue(claim, 1000);
    expect(store.consume(ticket, 1001)).toEqual(claim);
    expect(store.consume(ticket, 1002)).toBeNull();
  });

  it('expires after 30 s', () => {
    const store = createWsTicketStore();
    const ticket = store.issue(claim, 0);
    expect(store.consume(ticket, 30_000)).toBeNull();
    const fresh = store.issue(claim, 0);
    expect(store.consume(fresh, 29_999)).toEqual(claim);
  });

  it('knows nothing of unknown tickets and issues unguessable ones', () => {
    const store = createWsTicketStore();
    expect(store.consume('nope')).toBeNull();
    const a = store.issue(claim);
    const b = store.issue(claim);
    expect(a).not.toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(43);
  });

  it('stays bounded', () => {
    const store = createWsTicketStore(30_000, 3);
    const first = store.issue(claim, 0);
    for (let i = 0; i < 5; i++) store.issue(claim, 1);
    expect(store.consume(first, 2)).toBeNull();
  });
});
