import type { FastifyBaseLogger } from 'fastify';
import type { TextCipher } from '@rcwb/shared';
import type { TSearchDb } from './statement-limiter';
import type { TConfig } from '../config';
import type { TDatabase, TDb } from '../db/client';
import type { TJobRunner } from './background-jobs';
import type { TAuthenticator } from './session-user';
import type { TSettings } from './settings';
import type { TSharedState } from './shared-state';
import type { TMessageParams } from '../db/schema/messages';

// Stored with each message (db/schema/messages.ts); the notifier's callers name them from here.
export type { TMessageParam, TMessageParams } from '../db/schema/messages';

/** Sends a live message to a user (the WebSocket hub of every node). */
export type TNotifier = {
  /**
   * Persists a message-centre entry for the user and pushes it live. Title and body are message
   * keys sharing one set of params (see TMessageParam); each reader sees them in their own
   * language. Free text (e.g. a reply) goes in as a param of a key such as `feedback.notice.body`.
   */
  notify(
    accountId: number,
    message: { kind: string; titleKey: string; bodyKey?: string; params?: TMessageParams; link?: string },
  ): Promise<void>;
};

/** What every module gets: configuration, database and the shared services. */
export type TDeps = {
  config: TConfig;
  /** Parameters an administrator may change at run time; read these, not their `config` defaults. */
  settings: TSettings;
  db: TDb;
  database: TDatabase;
  cipher: TextCipher;
  log: FastifyBaseLogger;
  authenticate: TAuthenticator;
  notifier: TNotifier;
  /** Background jobs of every module; started when the app is ready, stopped when it closes. */
  jobs: TJobRunner;
  /**
   * The database for the statements of the public searches (jobs, talent): at most a share of the
   * pool runs them at once (core/statement-limiter.ts), so a flood of searches never takes the
   * connections sign-in and session checks need.
   */
  searchDb: TSearchDb;
  /**
   * State shared with the other nodes (Redis) and the bus that tells them about changes; on a
   * single node, the in-process default (core/shared-state).
   */
  shared: TSharedState;
};
