import { describe, expect, it } from 'vitest';
import { parseFrame, reconnectDelay, socketUrl, unreadAfter } from './socket-frames';

describe('socket frames', () => {
  it('parses message and unread frames, ignores anything else', () => {
    const message = { type: 'message', data: { id: 1, title: 'Hi' }, unread: 3 };
    expect(parseFrame(JSON.stringify(message))).toEqual(message);
    expect(parseFrame('{"type":"unread","unread":0}')).toEqual({ type: 'unread', unread: 0 });
    expect(parseFrame('{"type":"ping"}')).toBeUndefined();
    expect(parseFrame('not json')).toBeUndefined();
    expect(parseFrame(new ArrayBuffer(2))).toBeUndefined();
  });

  it('takes the server count when given, else bumps by one', () => {
    expect(unreadAfter(2, { type: 'unread', unread: 7 })).toBe(7);
    expect(
      unreadAfter(2, {
        type: 'message',
        data: { id: 1, kind: 'k', title: 't', body: '', link: null, createdAt: '' },
      }),
    ).toBe(3);
    expect(
      unreadAfter(undefined, {
        type: 'message',
        data: { id: 1, kind: 'k', title: 't', body: '', link: null, createdAt: '' },
      }),
    ).toBe(1);
  });

  it('backs off exponentially up to 30 s', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 10].map((n) => reconnectDelay(n, middle))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(reconnectDelay(0, () => 0)).toBe(750);
    expect(reconnectDelay(0, () => 1)).toBe(1250);
  });

  it('builds the ws URL for the page protocol, with the UI language', () => {
    expect(socketUrl('li lei', 't/1+', 'en', { protocol: 'https:', host: 'rc.example' })).toBe(
      'wss://rc.example/ws/li%20lei?ticket=t%2F1%2B&locale=en',
    );
    expect(socketUrl('a', 'b', 'zh-CN', { protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/ws/a?ticket=b&locale=zh-CN',
    );
  });
});
