/**
 * Server side of the duplicate-submit rule (SPEC §5): the same POST/PUT (url + body) from the
 * same session within the window is refused. Kept in process for the single-node default; the
 * scale-out setup swaps in a shared store behind this same shape.
 */
export type TDuplicateGuard = { isDuplicate(sessionId: number, fingerprint: string, now?: number): boolean };

export function createDuplicateGuard(windowMs = 1000, maxEntries = 100_000): TDuplicateGuard {
  const last = new Map<number, { fingerprint: string; at: number }>();
  return {
    isDuplicate(sessionId, fingerprint, now = Date.now()) {
      const prev = last.get(sessionId);
      if (prev && prev.fingerprint === fingerprint && now - prev.at < windowMs) return true;
      // Like the client's guard, a refused repeat does not move the window forward.
      last.delete(sessionId);
      last.set(sessionId, { fingerprint, at: now });
      if (last.size > maxEntries) last.delete(last.keys().next().value as number);
      return false;
    },
  };
}
