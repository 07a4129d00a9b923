import type { Message } from '../api/get-message-list';

/** Server frames on `/ws/{username}` (docs/api.md). */
export type SocketFrame =
  { type: 'message'; data: Omit<Message, 'readAt'>; unread?: number } | { type: 'unread'; unread: number };

export function parseFrame(raw: unknown): SocketFrame | undefined {
  if (typeof raw !== 'string') return undefined;
  try {
    const frame = JSON.parse(raw) as Partial<SocketFrame> | null;
    if (frame?.type === 'message' && typeof frame.data === 'object' && frame.data)
      return frame as SocketFrame;
    if (frame?.type === 'unread' && typeof frame.unread === 'number') return frame as SocketFrame;
  } catch {
    // Not JSON: ignored, like any unknown frame.
  }
  return undefined;
}

/** The unread count after a frame: the server's figure when given, else one more. */
export function unreadAfter(current: number | undefined, frame: SocketFrame): number {
  if (typeof frame.unread === 'number') return frame.unread;
  return (current ?? 0) + 1;
}

/** Exponential backoff from 1 s, capped at 30 s, with jitter so many tabs do not reconnect at once. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.75 + random() * 0.5));
}

/**
 * The socket address. `locale` is the UI language the server renders pushed messages in (a
 * browser cannot set Accept-Language on a WebSocket itself).
 */
export function socketUrl(
  username: string,
  ticket: string,
  locale: string,
  loc: Pick<Location, 'protocol' | 'host'>,
): string {
  const scheme = loc.protocol === 'https:' ? 'wss' : 'ws';
  const query = new URLSearchParams({ ticket, locale });
  return `${scheme}://${loc.host}/ws/${encodeURIComponent(username)}?${query}`;
}
