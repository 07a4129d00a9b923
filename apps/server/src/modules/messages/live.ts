import { and, eq, inArray } from 'drizzle-orm';
import type { TDeps } from '../../core/deps';
import { accounts, sessions } from '../../db/schema';
import { liveSessionCondition } from '../../core/live-session';
import { type TLiveHub, createLiveHub } from './live-hub';
import { type TWsTicketStore, createWsTicketStore } from './ws-tickets';

/** The live-message machinery of one app instance: socket hub and ticket store. */
export type TLive = { hub: TLiveHub; tickets: TWsTicketStore };

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
    live = {
      hub: createLiveHub({
        liveSessions: (ids) => liveSessionIds(deps, ids),
        onError: (err) => deps.log.warn({ err }, 'websocket heartbeat failed'),
      }),
      tickets: createWsTicketStore(),
    };
    registry.set(deps, live);
  }
  return live;
}
