import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { TStandaloneKey } from '@rcwb/shared';
import type { TShellPage } from './signed-in-pages';

/*
 * The screen registry (a loader for every back-office screen file, with each one's chunk list) is
 * fetched with the first back-office screen a visitor opens, not with the app's entry: the public
 * pages never need it.
 */
const registry = () => import('./screen-registry');

/** The route `lazy` of a component key (see screenRoute); an unknown key gets the "not available" page. */
export const lazyScreen =
  (key: string): LazyRouteFunction<RouteObject> =>
  async () =>
    (await registry()).screenRoute(key)();

/** The "not available" page's route `lazy`. */
export const lazyUnavailable: LazyRouteFunction<RouteObject> = async () =>
  (await registry()).unavailableRoute();

/** The signed-in pages the route tables name (see signed-in-pages.ts), fetched the same way. */
const signedInPages = () => import('./signed-in-pages');

/** The route `lazy` of one of the shell's own pages (local-routes.ts). */
export const shellPage =
  (page: TShellPage): LazyRouteFunction<RouteObject> =>
  async () => ({ Component: await (await signedInPages()).SHELL_PAGES[page]() });

/** The route `lazy` of a standalone screen's page. */
export const standalonePage =
  (key: TStandaloneKey): LazyRouteFunction<RouteObject> =>
  async () => ({ Component: await (await signedInPages()).STANDALONE_PAGES[key]() });
