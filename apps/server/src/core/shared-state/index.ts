import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { type TRedisConnections, createRedisConnections } from './redis';

/** What one node does when another announces something on a channel. */
export type TBusHandler = (payload: unknown) => void | Promise<void>;

/**
 * Announcements between the nodes of one deployment (a message to push, a session to close, a
 * cache to drop). `publish` reaches the OTHER nodes only: the node that made the change applies it
 * itself first, directly. On a single node there are no others and publishing does nothing.
 */
export type TBus = {
  publish(channel: string, payload: unknown): Promise<void>;
  subscribe(channel: string, handler: TBusHandler): void;
};

/** The state of the shared store as the system workbench shows it. */
export type TSharedStateStatus = 'singleNode' | 'up' | 'down';

/**
 * Ephemeral state several nodes share: Redis when RCWB_REDIS_URL is set, else nothing (each
 * piece of state keeps its in-process store: the single-node default). `redis` is the command
 * connection for the stores that use it (rate limits, duplicate-submit guard, socket tickets).
 */
export type TSharedState = {
  /** This node's name on the bus: its own announcements come back to it and are skipped. */
  nodeId: string;
  redis: Redis | null;
  bus: TBus;
  status(): TSharedStateStatus;
  /** The last failure talking to Redis while it is down, for the log and the workbench. */
  lastError(): string | null;
  start(): Promise<void>;
  stop(): Promise<void>;
};

/** The one Redis channel of the bus; the logical channel travels in the message. */
export const BUS_CHANNEL = 'rcwb:bus';

type TEnvelope = { node: string; channel: string; payload: unknown };

function createHandlers(log: FastifyBaseLogger) {
  const handlers = new Map<string, TBusHandler[]>();
  return {
    add(channel: string, handler: TBusHandler) {
      handlers.set(channel, [...(handlers.get(channel) ?? []), handler]);
    },
    async run(channel: string, payload: unknown) {
      for (const handler of handlers.get(channel) ?? []) {
        try {
          await handler(payload);
        } catch (err) {
          log.warn({ err, channel }, 'shared state: an announcement of another node failed here');
        }
      }
    },
  };
}

/** A single node: no store, no one to announce anything to. */
function singleNode(): TSharedState {
  return {
    nodeId: crypto.randomUUID(),
    redis: null,
    bus: { publish: async () => undefined, subscribe: () => undefined },
    status: () => 'singleNode',
    lastError: () => null,
    start: async () => undefined,
    stop: async () => undefined,
  };
}

function redisState(url: string, log: FastifyBaseLogger): TSharedState {
  const nodeId = crypto.randomUUID();
  const conns: TRedisConnections = createRedisConnections(url);
  const handlers = createHandlers(log);
  let wasDown = false;
  conns.command.on('ready', () => {
    if (wasDown) log.info('shared state: Redis is reachable again');
    wasDown = false;
  });
  conns.command.on('error', (err: Error) => {
    // Logged once per outage: the client retries every few seconds.
    if (!wasDown) log.error({ err: err.message }, 'shared state: Redis is not reachable; nodes may diverge');
    wasDown = true;
  });
  conns.subscriber.on('message', (channel: string, text: string) => {
    if (channel !== BUS_CHANNEL) return;
    let envelope: TEnvelope;
    try {
      envelope = JSON.parse(text) as TEnvelope;
    } catch {
      return;
    }
    if (envelope.node === nodeId) return;
    void handlers.run(envelope.channel, envelope.payload);
  });
  return {
    nodeId,
    redis: conns.command,
    bus: {
      async publish(channel, payload) {
        const envelope: TEnvelope = { node: nodeId, channel, payload };
        try {
          await conns.command.publish(BUS_CHANNEL, JSON.stringify(envelope));
        } catch (err) {
          // The change is made and applied here; the other nodes catch up through their TTLs.
          log.warn({ err: (err as Error).message, channel }, 'shared state: announcement not sent');
        }
      },
      subscribe: (channel, handler) => handlers.add(channel, handler),
    },
    status: () => (conns.health().connected ? 'up' : 'down'),
    lastError: () => conns.health().lastError,
    async start() {
      await conns.connect();
      // Queued until Redis answers: awaited only when it is up, so a node starts without it.
      const subscribed = conns.subscriber.subscribe(BUS_CHANNEL).catch((err: Error) => {
        log.warn({ err: err.message }, 'shared state: not subscribed to the other nodes');
      });
      if (conns.subscriber.status === 'ready') await subscribed;
    },
    stop: () => conns.close(),
  };
}

/** The shared state of this node: Redis at `redisUrl`, or the single-node default without one. */
export function createSharedState(redisUrl: string | undefined, log: FastifyBaseLogger): TSharedState {
  return redisUrl ? redisState(redisUrl, log) : singleNode();
}
