import { type LazyRouteFunction, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { useSession } from '@/stores/session-store';
import type { TMenuNode } from './menu/menu-types';
import { type AccessRule, type Holder, canAccess } from './route-access';
import type { RouteHandle, RouteMeta } from './route-meta';
import { lazyScreen, shellPage } from './lazy-screen';
import { ensureSession } from './session-loader';

/** A back-office route the app defines itself (SPEC §2.2), with who may open it. */
export type LocalRoute = AccessRule & {
  id: string;
  /** Full path. */
  path: string;
  meta: RouteMeta;
  lazy: LazyRouteFunction<RouteObject>;
};

export const LOCAL_ROUTES: readonly LocalRoute[] = [
  {
    id: 'local:index',
    path: '/index',
    meta: { titleKey: 'shell.home', icon: 'dashboard', affix: true },
    lazy: shellPage('index'),
  },
  {
    id: 'local:profile',
    path: '/user/profile',
    meta: { titleKey: 'shell.profile', icon: 'user' },
    lazy: shellPage('profile'),
  },
  {
    id: 'local:password',
    path: '/user/password',
    meta: { titleKey: 'shell.password', icon: 'lock' },
    lazy: shellPage('password'),
  },
  {
    // Completing the Gc01/Gb01 record is for individuals and organisations (DOMAIN.md); the screen
    // is served through the registry under the key 'personInfo/index'.
    id: 'local:personInfo',
    path: '/personInfo',
    meta: { titleKey: 'shell.personInfo', component: 'personInfo/index' },
    roles: ['person', 'org'],
    lazy: lazyScreen('personInfo/index'),
  },
];

const holder = (): Holder => useSession.getState();

/** The local routes a user may open (menu search, breadcrumb). */
export const allowedLocalRoutes = (user: Holder = holder()): LocalRoute[] =>
  LOCAL_ROUTES.filter((r) => canAccess(r, user));

/** Local routes as (hidden) menu nodes, so the breadcrumb and the search treat them alike. */
export const localMenuNodes = (routes: readonly LocalRoute[]): TMenuNode[] =>
  routes.map((r) => ({
    id: r.id,
    path: r.path,
    segment: r.path,
    title: '',
    icon: r.meta.icon ?? '',
    hidden: true,
    alwaysShow: false,
    noRedirect: false,
    external: false,
    component: r.meta.component ?? '',
    meta: r.meta,
    children: [],
  }));

/** Routes of the layout: the guard loads the session, then a user without access gets /401. */
export function localRouteObjects(routes: readonly LocalRoute[] = LOCAL_ROUTES): RouteObject[] {
  return routes.map((r) => {
    const handle: RouteHandle = { meta: r.meta };
    const guarded = r.permissions || r.roles;
    return {
      id: r.id,
      path: r.path.slice(1),
      handle,
      lazy: r.lazy,
      ...(guarded
        ? {
            loader: async ({ request }: LoaderFunctionArgs) => {
              await ensureSession(request);
              if (!canAccess(r, holder())) throw redirect('/401');
              return null;
            },
            shouldRevalidate: () => true,
          }
        : {}),
    };
  });
}
