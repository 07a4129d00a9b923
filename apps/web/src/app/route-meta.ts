import type { TScreenKey } from '@rcwb/shared';

/**
 * What a back-office route tells the shell about itself, carried in the route's `handle.meta`.
 * Server menus (getRouters meta) and local routes (/index, /user/profile …) both produce it; the
 * sidebar, breadcrumb, tags view, keep-alive cache and page title read it.
 */
export type RouteMeta = {
  /** Display title, already localised (server menus) … */
  title?: string;
  /** … or an i18n key (local routes). */
  titleKey?: string;
  /** Detail routes take their title from this path parameter (e.g. 'title' of detail/{id}/{title}). */
  titleParam?: string;
  icon?: string;
  /** Not kept alive when left (SPEC §3 meta.noCache). */
  noCache?: boolean;
  /** A tag that is always there and cannot be closed (home). */
  affix?: boolean;
  /** Sidebar item to highlight instead of this path (e.g. '/g01' group markers, list of a detail). */
  activeMenu?: string;
  /** false hides the route from the breadcrumb. */
  breadcrumb?: boolean;
  /** Inner-link routes: the external page shown in an iframe. */
  link?: string;
  /** Server component key (e.g. 'g300101/index'), when the route comes from the menu. */
  component?: string;
};

/**
 * The `handle` of every route: the title kind of SPEC §1; for back-office routes, the meta; for
 * standalone screens (outside the shell, so no meta), the manifest entry that names the page.
 */
/** Which of the two portal titles a page carries (SPEC: recruitment-cloud or service). */
export type TitleKind = 'recruitment' | 'service';

export type RouteHandle = { titleKind?: TitleKind; meta?: RouteMeta; screen?: TScreenKey };
