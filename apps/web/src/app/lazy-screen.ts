import type { LazyRouteFunction, RouteObject } from 'react-router';

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
