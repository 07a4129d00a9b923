import type { RouteMeta } from '../route-meta';

/** `meta` of one getRouters entry (docs/api.md). */
export type TServerMeta = {
  title?: string;
  icon?: string;
  noCache?: boolean;
  link?: string | null;
  activeMenu?: string;
  affix?: boolean;
  breadcrumb?: boolean;
};

/** One entry of GET /system/menu/getRouters, shaped like the classic admin shell's. */
export type TServerRoute = {
  name?: string;
  path: string;
  hidden?: boolean;
  component?: string;
  redirect?: string;
  alwaysShow?: boolean;
  query?: Record<string, unknown>;
  meta?: TServerMeta;
  children?: TServerRoute[];
};

/**
 * A menu entry with its full path resolved: what the sidebar, top menu, breadcrumb and menu
 * search read. `meta` is the very object the matching route carries as `handle.meta`.
 */
export type TMenuNode = {
  /** Unique route id ('menu:<server name>'). */
  id: string;
  /** Full path pattern (as `screenPath` of @rcwb/shared builds it, parameters as `:name`), or the external address. */
  path: string;
  /** The entry's own path as the router nests it ('' for the top-level Layout wrappers). */
  segment: string;
  /** '' for the Layout wrappers of top-level screens (they have no meta). */
  title: string;
  icon: string;
  hidden: boolean;
  alwaysShow: boolean;
  /** Directory whose breadcrumb item is plain text. */
  noRedirect: boolean;
  /** http(s)/mailto/tel entry: opens in a new tab, not a route. */
  external: boolean;
  component: string;
  query?: Record<string, unknown>;
  meta: RouteMeta;
  children: TMenuNode[];
};

export const LAYOUT = 'Layout';
export const PARENT_VIEW = 'ParentView';
export const INNER_LINK = 'InnerLink';
