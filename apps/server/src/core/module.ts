import type { FastifyInstance } from 'fastify';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TBackgroundJob } from './background-jobs';
import type { TDeps } from './deps';
import type { TReviewQueue } from './review-queue';
import type { TRouteDef } from './route';

/**
 * A back-office menu row as the sync writes it (core/seed.ts). The rows come from the screen
 * manifest of packages/shared (core/menu-rows.ts); `parent` names another row's key, `roles`
 * decide who sees it and who passes its `perms`.
 */
export type TMenuDef = {
  key: string;
  parent?: string;
  type: 'M' | 'C' | 'F';
  path?: string;
  component?: string;
  titleZh: string;
  titleEn: string;
  icon?: string;
  sort?: number;
  hidden?: boolean;
  link?: string;
  noCache?: boolean;
  affix?: boolean;
  alwaysShow?: boolean;
  activeMenu?: string;
  breadcrumb?: boolean;
  query?: Record<string, string>;
  perms?: string;
  roles: string[];
};

/** A seed step: runs once per database (tracked in seed_run), or every start when `always`. */
export type TSeedStep = {
  name: string;
  /** Demo data runs only when demo seeding is on; reference data (dictionaries) always. */
  demo?: boolean;
  always?: boolean;
  run: (deps: TDeps) => Promise<void>;
};

/**
 * A public live count shown on the portal home (GET /portal/stats). `tables` are those whose
 * writes move it: each carries the `portal_counts_notice` trigger (migration 0033), so every node
 * drops the count at once when one of them changes (an API test holds the two in step).
 */
export type TCounter = { key: string; tables: readonly PgTable[]; count: (deps: TDeps) => Promise<number> };

/** One feature area of the server: its routes, menus, seed data and portal counters. */
export type TModule = {
  name: string;
  routes?: (deps: TDeps) => TRouteDef<any, any, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Extra fastify wiring (e.g. the WebSocket endpoint) that is not an /api route. */
  plugin?: (app: FastifyInstance, deps: TDeps) => Promise<void>;
  /** Menu rows beyond the screen manifest's (the manifest is where screens are declared). */
  menus?: TMenuDef[];
  seeds?: TSeedStep[];
  counters?: TCounter[];
  /** The review queues the module serves, counted on the reviewers' workbench. */
  reviewQueues?: (deps: TDeps) => TReviewQueue[];
  /** Background jobs (core/background-jobs): clean-ups, reminders, expiries, exports. */
  jobs?: (deps: TDeps) => TBackgroundJob[];
};
