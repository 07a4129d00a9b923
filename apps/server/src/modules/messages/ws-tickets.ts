import crypto from 'node:crypto';

/** Who a WebSocket ticket was issued to: the account and the session that asked for it. */
export type TWsTicketClaim = { accountId: number; sessionId: number; username: string };

/**
 * Single-use, short-lived tickets that let a browser open the socket without putting its bearer
 * token in a URL. Kept in process for the single-node default; scale-out swaps in a shared store
 * (Redis GETDEL with a TTL) behind this same shape.
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
