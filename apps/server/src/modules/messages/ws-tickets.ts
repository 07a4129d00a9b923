import crypto from 'node:crypto';
import type { Redis } from 'ioredis';

/** Who a WebSocket ticket was issued to: the account and the session that asked for it. */
export type TWsTicketClaim = { accountId: number; sessionId: number; username: string };

/**
 * Single-use, short-lived tickets that let a browser open the socket without putting its bearer
 * token in a URL. This is the in-process store; `sharedTickets` below is what the app uses.
 */
export type TWsTicketStore = {
  issue(claim: TWsTicketClaim, now?: number): string;
  /** Returns the claim once; a second use, an unknown or an expired ticket gives null. */
  consume(ticket: string, now?: number): TWsTicketClaim | null;
};

export const WS_TICKET_TTL_MS = 30_000;

export function createWsTicketStore(ttlMs = WS_TICKET_TTL_MS, maxEntries = 100_000): TWsTicketStore {
  const tickets = new Map<string, TWsTicketClaim & { expiresAt: number }>();
  const sweep = (now: number) => {
    // Map keeps insertion order, so the oldest tickets come first.
    for (const [key, t] of tickets) {
      if (t.expiresAt > now && tickets.size < maxEntries) break;
      tickets.delete(key);
    }
  };
  return {
    issue(claim, now = Date.now()) {
      sweep(now);
      const ticket = crypto.randomBytes(32).toString('base64url');
      tickets.set(ticket, { ...claim, expiresAt: now + ttlMs });
      return ticket;
    },
    consume(ticket, now = Date.now()) {
      const t = tickets.get(ticket);
      if (!t) return null;
      tickets.delete(ticket);
      if (t.expiresAt <= now) return null;
      return { accountId: t.accountId, sessionId: t.sessionId, username: t.username };
    },
  };
}

/**
 * The tickets as the app uses them: in process on a single node; with Redis, one store for every
 * node, since the ticket is asked for over HTTP and the socket may be opened on another node
 * behind the load balancer. While Redis cannot be reached, tickets are issued and redeemed on
 * this node alone (a socket opened on another node then fails and the client tries again).
 */
export type TSharedTicketStore = {
  issue(claim: TWsTicketClaim): Promise<string>;
  consume(ticket: string): Promise<TWsTicketClaim | null>;
};

export function sharedTickets(redis: Redis | null, ttlMs = WS_TICKET_TTL_MS): TSharedTicketStore {
  const local = createWsTicketStore(ttlMs);
  if (!redis) return { issue: async (claim) => local.issue(claim), consume: async (t) => local.consume(t) };
  const key = (ticket: string) => `rcwb:wsticket:${ticket}`;
  return {
    async issue(claim) {
      const ticket = crypto.randomBytes(32).toString('base64url');
      try {
        const claimed: TWsTicketClaim = {
          accountId: claim.accountId,
          sessionId: claim.sessionId,
          username: claim.username,
        };
        await redis.set(key(ticket), JSON.stringify(claimed), 'PX', ttlMs);
        return ticket;
      } catch {
        return local.issue(claim);
      }
    },
    async consume(ticket) {
      try {
        const text = await redis.getdel(key(ticket));
        if (text) return JSON.parse(text) as TWsTicketClaim;
      } catch {
        // Redis is down: only a ticket this node issued meanwhile can be redeemed.
      }
      return local.consume(ticket);
    },
  };
}
