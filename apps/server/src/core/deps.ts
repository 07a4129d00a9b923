import type { FastifyBaseLogger } from 'fastify';
import type { TextCipher } from '@rcwb/shared';
import type { TConfig } from '../config';
import type { TDatabase, TDb } from '../db/client';
import type { TAuthenticator } from './session-user';

/** Sends a live message to a user (WebSocket hub; across nodes later). */
export type TNotifier = {
  /** Persists a message-centre entry for the user and pushes it live. */
  notify(
    accountId: number,
    message: { kind: string; title: string; body?: string; link?: string },
  ): Promise<void>;
};

/** What every module gets: configuration, database and the shared services. */
export type TDeps = {
  config: TConfig;
  db: TDb;
  database: TDatabase;
  cipher: TextCipher;
  log: FastifyBaseLogger;
  authenticate: TAuthenticator;
  notifier: TNotifier;
};
