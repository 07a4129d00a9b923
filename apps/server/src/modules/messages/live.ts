import { and, eq, inArray } from 'drizzle-orm';
import { LOCALES, type TLocale } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { accounts, sessions } from '../../db/schema';
import { liveSessionCondition } from '../../core/live-session';
import { type TLiveHub, createLiveHub } from './live-hub';
import { type TSharedTicketStore, sharedTickets } from './ws-tickets';
import type { TLiveFrame, TLiveFrameSource } from './notifier';

/**
 * The live-message machinery of one app instance: the hub of this node's sockets, the tickets,
 * and the two actions that reach every node's sockets (the other nodes through the shared bus).
 */
export type TLive = {
  hub: TLiveHub;
  tickets: TSharedTicketStore;
  /** Sends a frame to the account's sockets on every node. */
  push(accountId: number, frame: TLiveFrameSource): Promise<void>;
  /** Closes the account's sockets whose session has ended (signed out, revoked), on every node. */
  closeEnded(accountId: number): Promise<void>;
};

/** Bus channels of the live messages. */
const PUSH = 'live.push';
const CLOSE_ENDED = 'live.closeEnded';

/** A frame as it travels to other nodes: built already, once per language. */
type TPushed = { accountId: number; frames: Record<TLocale, TLiveFrame> };

/**
 * Session ids among `ids` that are still signed in, by the same rules as the bearer check
 * (not revoked, inside the absolute lifetime, used within the idle timeout, account usable).
 */
export async function liveSessionIds(
  deps: Pick<TDeps, 'db' | 'settings'>,
  ids: number[],
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await deps.db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(inArray(sessions.id, ids), liveSessionCondition(deps.settings.values())));
  return new Set(rows.map((r) => r.id));
}

// One per app (tests build several apps in one process; their account ids overlap).
const registry = new WeakMap<TDeps, TLive>();

/** The hub and tickets of an app, made on first use (app.ts, the routes and the socket plugin share it). */
export function liveOf(deps: TDeps): TLive {
  let live = registry.get(deps);
  if (!live) {
    const hub = createLiveHub({
      liveSessions: (ids) => liveSessionIds(deps, ids),
      onError: (err) => deps.log.warn({ err }, 'websocket heartbeat failed'),
    });
    const { bus } = deps.shared;
    // What other nodes announce reaches the sockets this node holds.
    bus.subscribe(PUSH, (p) => {
      const { accountId, frames } = p as TPushed;
      return hub.push(accountId, (locale) => frames[locale]);
    });
    bus.subscribe(CLOSE_ENDED, (p) => hub.closeEnded((p as { accountId: number }).accountId));
    live = {
      hub,
      tickets: sharedTickets(deps.shared.redis),
      async push(accountId, frame) {
        // Only accounts with a socket on this node are pushed here; the others may hold one.
        await hub.push(accountId, frame);
        const frames = Object.fromEntries(
          LOCALES.map((l) => [l, typeof frame === 'function' ? frame(l) : frame]),
        ) as Record<TLocale, TLiveFrame>;
        await bus.publish(PUSH, { accountId, frames } satisfies TPushed);
      },
      async closeEnded(accountId) {
        await hub.closeEnded(accountId);
        await bus.publish(CLOSE_ENDED, { accountId });
      },
    };
    registry.set(deps, live);
  }
  return live;
}
