import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { PageLoading } from '@/components/page-loading';
import { loginLoader } from '@/features/auth/routes/login-loader';
import { discoverRoute } from '@/features/discover/routes';
import { policyRoutes } from '@/features/policy/routes';
import type { RouteHandle } from './page-title';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { localRouteObjects } from './local-routes';
import { SESSION_ROUTE_ID } from './menu/menu-session';
import { notFoundLoader, sessionLoader } from './session-loader';

/**
 * Route-level code splitting: each screen is a lazy module. The router's `lazy` (rather than
 * React.lazy + Suspense) loads the code in parallel with the route's loader and keeps the previous
 * screen on display until both are ready, so there is no fallback flash between pages.
 */
const screen =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

/** `/redirect/<path>` re-enters `<path>` (used to re-mount a screen); never off-site. */
const reEnter = ({ params, request }: LoaderFunctionArgs) =>
  redirect(`/${(params['*'] ?? '').replace(/^[/\\]+/, '')}${new URL(request.url).search}`);

const recruitment: RouteHandle = { titleKind: 'recruitment' };

/** Redirect-only routes: their loader always redirects, the spinner only satisfies the router. */
const redirectTo = (to: string) => ({ loader: () => redirect(to), Component: PageLoading });

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      { index: true, ...redirectTo('/recruitment') },
      {
        path: 'login',
        loader: loginLoader,
        lazy: screen(
          () => import('@/features/auth/routes/login-page'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: '404',
        lazy: screen(
          () => import('@/features/errors/routes/not-found-page'),
          (m) => m.NotFoundPage,
        ),
      },
      {
        path: '401',
        lazy: screen(
          () => import('@/features/errors/routes/unauthorized-page'),
          (m) => m.UnauthorizedPage,
        ),
      },
      { path: 'redirect/*', loader: reEnter, Component: PageLoading },
      {
        lazy: screen(
          () => import('@/layouts/portal/portal-layout'),
          (m) => m.PortalLayout,
        ),
        children: [
          {
            path: 'recruitment',
            handle: recruitment,
            children: [
              { index: true, ...redirectTo('/recruitment/zoneHome') },
              {
                path: 'zoneHome',
                lazy: screen(
                  () => import('@/features/recruitment/routes/zone-home-page'),
                  (m) => m.ZoneHomePage,
                ),
              },
            ],
          },
          ...policyRoutes,
          discoverRoute,
        ],
      },
      {
        // Menu routes from the server are patched in below this route (see menu/menu-session.ts).
        id: SESSION_ROUTE_ID,
        loader: sessionLoader,
        // The guard re-checks the token on every navigation inside the session area.
        shouldRevalidate: () => true,
        lazy: screen(
          () => import('@/layouts/back-office/back-office-layout'),
          (m) => m.BackOfficeLayout,
        ),
        children: localRouteObjects(),
      },
      { path: '*', loader: notFoundLoader, Component: PageLoading },
    ],
  },
];
