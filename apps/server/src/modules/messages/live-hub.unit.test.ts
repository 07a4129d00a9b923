import { describe, expect, it } from 'vitest';
import { type TLiveSocket, WS_CLOSE_UNAUTHORIZED, createLiveHub } from './live-hub';

/** A socket that records what the hub did to it. */
function fakeSocket() {
  const closed: (number | undefined)[] = [];
  const socket: TLiveSocket = {
    readyState: 1,
    send: () => undefined,
    close: (code) => void closed.push(code),
    terminate: () => undefined,
    ping: () => undefined,
    on: () => undefined,
  };
  return { socket, closed };
}

describe('live hub closeEnded', () => {
  it("closes only the account's sockets whose session ended, leaving live ones and other accounts", async () => {
    const live = new Set([1, 3]);
    const hub = createLiveHub({ liveSessions: async (ids) => new Set(ids.filter((id) => live.has(id))) });
    const kept = fakeSocket();
    const ended = fakeSocket();
    const otherAccount = fakeSocket();
    hub.attach(kept.socket, { accountId: 7, sessionId: 1 });
    hub.attach(ended.socket, { accountId: 7, sessionId: 2 });
    hub.attach(otherAccount.socket, { accountId: 8, sessionId: 4 });

    await hub.closeEnded(7);
    expect(ended.closed).toEqual([WS_CLOSE_UNAUTHORIZED]);
    expect(kept.closed).toEqual([]);
    // Account 8's session 4 is not live either, but only account 7 was swept.
    expect(otherAccount.closed).toEqual([]);
    expect(hub.count(7)).toBe(1);
    hub.stop();
  });
});
