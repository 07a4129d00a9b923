import { describe, expect, it } from 'vitest';
import { type TLiveSocket, WS_CLOSE_UNAUTHORIZED, createLiveHub } from './live-hub';

/** A socket that records what the hub did to it. */
function fakeSocket() {
  const closed: (number | undefined)[] = [];
  const sent: string[] = [];
  const socket: TLiveSocket = {
    readyState: 1,
    send: (data) => void sent.push(data),
    close: (code) => void closed.push(code),
    terminate: () => undefined,
    ping: () => undefined,
    on: () => undefined,
  };
  return { socket, closed, sent };
}

describe('live hub closeEnded', () => {
  it("closes only the account's sockets whose session ended, leaving live ones and other accounts", async () => {
    const live = new Set([1, 3]);
    const hub = createLiveHub({ liveSessions: async (ids) => new Set(ids.filter((id) => live.has(id))) });
    const kept = fakeSocket();
    const ended = fakeSocket();
    const otherAccount = fakeSocket();
    hub.attach(kept.socket, { accountId: 7, sessionId: 1, locale: 'en' });
    hub.attach(ended.socket, { accountId: 7, sessionId: 2, locale: 'en' });
    hub.attach(otherAccount.socket, { accountId: 8, sessionId: 4, locale: 'en' });

    await hub.closeEnded(7);
    expect(ended.closed).toEqual([WS_CLOSE_UNAUTHORIZED]);
    expect(kept.closed).toEqual([]);
    // Account 8's session 4 is not live either, but only account 7 was swept.
    expect(otherAccount.closed).toEqual([]);
    expect(hub.count(7)).toBe(1);
    hub.stop();
  });
});

describe('live hub push', () => {
  it('builds a per-language frame once per language and sends each socket its own', async () => {
    const hub = createLiveHub({ liveSessions: async (ids) => new Set(ids) });
    const en1 = fakeSocket();
    const en2 = fakeSocket();
    const zh = fakeSocket();
    hub.attach(en1.socket, { accountId: 7, sessionId: 1, locale: 'en' });
    hub.attach(en2.socket, { accountId: 7, sessionId: 2, locale: 'en' });
    hub.attach(zh.socket, { accountId: 7, sessionId: 3, locale: 'zh-CN' });
    const built: string[] = [];
    await hub.push(7, (locale) => {
      built.push(locale);
      return { type: 'unread', unread: locale === 'en' ? 1 : 2 };
    });
    expect(built.sort()).toEqual(['en', 'zh-CN']);
    expect(en1.sent).toEqual(['{"type":"unread","unread":1}']);
    expect(en2.sent).toEqual(['{"type":"unread","unread":1}']);
    expect(zh.sent).toEqual(['{"type":"unread","unread":2}']);

    await hub.push(7, { type: 'unread', unread: 0 });
    expect(zh.sent[1]).toBe('{"type":"unread","unread":0}');
    hub.stop();
  });
});
