import { Redis } from 'ioredis';

/** How the connection to Redis is doing, for the system workbench. */
export type TRedisHealth = { connected: boolean; lastError: string | null };

/**
 * The two connections a node keeps to Redis: one for commands (rate limits, duplicate-submit
 * guard, socket tickets, publishing) and one held in subscriber mode for the other nodes'
 * announcements (a subscribed connection cannot run other commands).
 *
 * Neither connects before `connect()`, so building the app never waits for Redis. While Redis is
 * down, commands fail at once instead of queueing (a request must not hang on it): callers fall
 * back to this node's own state and say so in the health figures. Both connections reconnect by
 * themselves, every 2 s at most, and the subscriber subscribes again once it is back.
 */
export function createRedisConnections(url: string) {
  const retryStrategy = (times: number) => Math.min(100 * times, 2000);
  const command = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy,
  });
  // The subscription is asked for before the connection is up: it waits in the queue.
  const subscriber = new Redis(url, { lazyConnect: true, connectTimeout: 2000, retryStrategy });
  let lastError: string | null = null;
  for (const c of [command, subscriber])
    c.on('error', (err: Error) => {
      lastError = err.message;
    });
  command.on('ready', () => {
    lastError = null;
  });
  return {
    command,
    subscriber,
    /** Connects both; resolves (never throws) once tried, since reconnecting goes on in the background. */
    async connect(): Promise<void> {
      await Promise.all(
        [command, subscriber].map((c) =>
          c.status === 'wait' ? c.connect().catch(() => undefined) : Promise.resolve(),
        ),
      );
    },
    health: (): TRedisHealth => ({ connected: command.status === 'ready', lastError }),
    async close(): Promise<void> {
      // A connection that is not up would queue the QUIT until Redis comes back: dropped instead.
      await Promise.all(
        [command, subscriber].map((c) =>
          c.status === 'ready' ? c.quit().catch(() => c.disconnect()) : Promise.resolve(c.disconnect()),
        ),
      );
    },
  };
}

export type TRedisConnections = ReturnType<typeof createRedisConnections>;
