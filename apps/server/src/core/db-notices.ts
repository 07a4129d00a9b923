import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** A channel of PostgreSQL notifications this node hears. */
export type TDbNotices = {
  /** Whether the listening connection is up (notices sent while it is down are missed). */
  live(): boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Hears PostgreSQL's notifications on `channel` on a connection of its own, opened like the
 * pool's. NOTIFY is delivered at commit to every session listening on the database, so every node
 * hears every node's writes without a broker, and a rolled-back write says nothing. A lost
 * connection is opened again every `retryMs`; `onNotice(null)` runs on every (re)connection, as
 * whatever was sent meanwhile was missed.
 */
export function listenForNotices(
  pool: pg.Pool,
  channel: string,
  onNotice: (payload: string | null) => void,
  log: FastifyBaseLogger,
  retryMs = 2_000,
): TDbNotices {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let wasDown = false;

  const again = () => {
    if (!stopped) retry = setTimeout(() => void connect(), retryMs);
  };

  async function connect(): Promise<void> {
    const c = new pg.Client(pool.options);
    // A lost connection ends with 'end' after 'error'; the error itself is only logged below.
    c.on('error', () => undefined);
    c.on('notification', (n) => {
      if (n.channel === channel) onNotice(n.payload ?? null);
    });
    c.on('end', () => {
      if (client !== c) return;
      client = null;
      log.warn(
        { channel },
        'database notices: connection lost; what they keep fresh falls back on its time limit',
      );
      wasDown = true;
      again();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
    } catch (err) {
      if (!wasDown) log.warn({ err: (err as Error).message, channel }, 'database notices: not listening');
      wasDown = true;
      void c.end().catch(() => undefined);
      again();
      return;
    }
    if (stopped) {
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
    if (wasDown) log.info({ channel }, 'database notices: listening again');
    wasDown = false;
    onNotice(null);
  }

  return {
    live: () => client !== null,
    start: connect,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
