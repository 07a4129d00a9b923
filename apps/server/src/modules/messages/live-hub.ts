import type { TLocale } from '@rcwb/shared';
import type { TLiveFrame, TLiveFrameSource } from './notifier';

/** The part of a `ws` socket the hub uses (kept structural so tests and other transports fit). */
export type TLiveSocket = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  ping(): void;
  on(event: 'close' | 'pong', listener: () => void): unknown;
};

/** Close code for "not (or no longer) signed in" — the client should not retry with the same session. */
export const WS_CLOSE_UNAUTHORIZED = 4401;
export const WS_HEARTBEAT_MS = 30_000;
const OPEN = 1;

/** Who a socket belongs to and the language its frames are rendered in. */
export type TLiveSocketOwner = { accountId: number; sessionId: number; locale: TLocale };

type TConn = TLiveSocketOwner & { socket: TLiveSocket; alive: boolean };

export type TLiveHub = {
  /** Registers an accepted socket of a signed-in session. */
  attach(socket: TLiveSocket, who: TLiveSocketOwner): void;
  /**
   * Sends a frame to the account's sockets whose session is still live; closes the others. A
   * frame given as a function is built once per language of the receiving sockets.
   */
  push(accountId: number, frame: TLiveFrameSource): Promise<void>;
  /** Pings every socket, drops the ones that did not answer the last ping or whose session ended. */
  heartbeat(): Promise<void>;
  /** Closes the account's sockets whose session has ended, at once (e.g. after a revoke). */
  closeEnded(accountId: number): Promise<void>;
  /** Open sockets of an account (or of all accounts). */
  count(accountId?: number): number;
  stop(): void;
};

/**
 * accountId → open sockets of this node. `liveSessions` tells which of the given session ids
 * are still signed in (not logged out, not expired); it is asked on every push and heartbeat, so
 * a logout or expiry closes the session's sockets within one heartbeat at the latest.
 */
export function createLiveHub(opts: {
  liveSessions: (sessionIds: number[]) => Promise<Set<number>>;
  heartbeatMs?: number;
  onError?: (err: unknown) => void;
}): TLiveHub {
  const byAccount = new Map<number, Set<TConn>>();
  let timer: NodeJS.Timeout | undefined;
  const heartbeatMs = opts.heartbeatMs ?? WS_HEARTBEAT_MS;

  const all = (): TConn[] => [...byAccount.values()].flatMap((s) => [...s]);
  const remove = (c: TConn) => {
    const set = byAccount.get(c.accountId);
    set?.delete(c);
    if (set && !set.size) byAccount.delete(c.accountId);
    if (!byAccount.size && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  const closeEnded = async (conns: TConn[]): Promise<TConn[]> => {
    if (!conns.length) return [];
    const live = await opts.liveSessions([...new Set(conns.map((c) => c.sessionId))]);
    const kept: TConn[] = [];
    for (const c of conns) {
      if (live.has(c.sessionId)) kept.push(c);
      else {
        remove(c);
        c.socket.close(WS_CLOSE_UNAUTHORIZED, 'session ended');
      }
    }
    return kept;
  };

  const hub: TLiveHub = {
    attach(socket, who) {
      const conn: TConn = { socket, ...who, alive: true };
      let set = byAccount.get(who.accountId);
      if (!set) byAccount.set(who.accountId, (set = new Set()));
      set.add(conn);
      socket.on('close', () => remove(conn));
      socket.on('pong', () => {
        conn.alive = true;
      });
      if (!timer) {
        timer = setInterval(() => void hub.heartbeat().catch((err) => opts.onError?.(err)), heartbeatMs);
        timer.unref();
      }
    },
    async push(accountId, frame) {
      const conns = [...(byAccount.get(accountId) ?? [])];
      const texts = new Map<TLocale, string>();
      const textFor = (locale: TLocale): string => {
        let text = texts.get(locale);
        if (text === undefined) {
          const built: TLiveFrame = typeof frame === 'function' ? frame(locale) : frame;
          texts.set(locale, (text = JSON.stringify(built)));
        }
        return text;
      };
      for (const c of await closeEnded(conns)) {
        if (c.socket.readyState === OPEN) c.socket.send(textFor(c.locale));
      }
    },
    async heartbeat() {
      const conns = all();
      const answered: TConn[] = [];
      for (const c of conns) {
        if (c.alive) answered.push(c);
        else {
          remove(c);
          c.socket.terminate();
        }
      }
      for (const c of await closeEnded(answered)) {
        c.alive = false;
        if (c.socket.readyState === OPEN) c.socket.ping();
      }
    },
    async closeEnded(accountId) {
      await closeEnded([...(byAccount.get(accountId) ?? [])]);
    },
    count(accountId) {
      return accountId === undefined ? all().length : (byAccount.get(accountId)?.size ?? 0);
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      for (const c of all()) c.socket.close(1001, 'server shutting down');
      byAccount.clear();
    },
  };
  return hub;
}
