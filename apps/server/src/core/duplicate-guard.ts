import type { Redis } from 'ioredis';

/**
 * Server side of the duplicate-submit rule (SPEC §5): the same POST/PUT (url + body) from the
 * same session within the window is refused. Kept in process on a single node; with Redis it is
 * one guard for every node, so a repeat sent through another node is refused as well.
 */
export type TDuplicateGuard = {
  isDuplicate(sessionId: number, fingerprint: string, now?: number): Promise<boolean>;
};

export const DUPLICATE_WINDOW_MS = 1000;

export function createDuplicateGuard(windowMs = DUPLICATE_WINDOW_MS, maxEntries = 100_000): TDuplicateGuard {
  const last = new Map<number, { fingerprint: string; at: number }>();
  return {
    async isDuplicate(sessionId, fingerprint, now = Date.now()) {
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

/** Same rule in one atomic step: a repeat within the window is refused and does not move it. */
const CHECK_AND_SET = `
local prev = redis.call('GET', KEYS[1])
if prev == ARGV[1] then return 1 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 0`;

/**
 * The guard in Redis, one key per session that expires with the window. While Redis cannot be
 * reached, this node's own guard answers (repeats through one node are still refused).
 */
export function createSharedDuplicateGuard(
  redis: Redis,
  windowMs = DUPLICATE_WINDOW_MS,
  fallback: TDuplicateGuard = createDuplicateGuard(windowMs),
): TDuplicateGuard {
  return {
    async isDuplicate(sessionId, fingerprint, now) {
      try {
        const seen = await redis.eval(
          CHECK_AND_SET,
          1,
          `rcwb:dup:${sessionId}`,
          fingerprint,
          String(windowMs),
        );
        return seen === 1;
      } catch {
        return fallback.isDuplicate(sessionId, fingerprint, now);
      }
    },
  };
}
