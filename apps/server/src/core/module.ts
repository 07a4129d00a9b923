import type { FastifyInstance } from 'fastify';
import type { TDeps } from './deps';
import type { TRouteDef } from './route';

/**
 * A back-office menu entry registered by the module that builds its screen (DOMAIN.md roles).
 * `parent` names another entry's key; `roles` decide who sees it and who passes its `perms`.
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

/** A button (type F) of screen `parent`, keyed `<parent>:<action>`, guarding `perms`. */
export const menuButton = (
  parent: string,
  action: string,
  perms: string,
  titleZh: string,
  titleEn: string,
  sort: number,
  roles: string[],
): TMenuDef => ({ key: `${parent}:${action}`, parent, type: 'F', titleZh, titleEn, sort, perms, roles });

/** A seed step: runs once per database (tracked in seed_run), or every start when `always`. */
export type TSeedStep = {
  name: string;
  /** Demo data runs only when demo seeding is on; reference data (dictionaries) always. */
  demo?: boolean;
  always?: boolean;
  run: (deps: TDeps) => Promise<void>;
};

/** A public live count shown on the portal home (GET /portal/stats). */
export type TCounter = { key: string; count: (deps: TDeps) => Promise<number> };

/** One feature area of the server: its routes, menus, seed data and portal counters. */
export type TModule = {
  name: string;
  routes?: (deps: TDeps) => TRouteDef<any, any, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Extra fastify wiring (e.g. the WebSocket endpoint) that is not an /api route. */
  plugin?: (app: FastifyInstance, deps: TDeps) => Promise<void>;
  menus?: TMenuDef[];
  seeds?: TSeedStep[];
  counters?: TCounter[];
};
