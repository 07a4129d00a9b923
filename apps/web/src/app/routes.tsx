import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { PageLoading } from '@/components/page-loading';
import { loginLoader } from '@/features/auth/routes/login-loader';
import { verifyRoute } from '@/features/archives/public/routes';
import { contentRoutes } from '@/features/content/routes';
import { discoverRoute } from '@/features/discover/routes';
import { policyRoutes } from '@/features/policy/routes';
import type { RouteHandle } from './page-title';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { localRouteObjects } from './local-routes';
import { SESSION_ROUTE_ID } from './menu/menu-session';
import { standaloneRoutes } from './standalone-routes';
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
      // Third-party sign-in (SPEC §2.1): hand-over pages without the portal frame.
      {
        path: 'jislogin',
        lazy: screen(
          () => import('@/features/accounts/routes/jislogin-page'),
          (m) => m.JisLoginPage,
        ),
      },
      {
        path: 'auth-redirect',
        lazy: screen(
          () => import('@/features/accounts/routes/auth-redirect-page'),
          (m) => m.AuthRedirectPage,
        ),
      },
      {
        lazy: screen(
          () => import('./standalone-layout'),
          (m) => m.StandaloneLayout,
        ),
        children: standaloneRoutes,
      },
      {
        lazy: screen(
          () => import('@/layouts/portal/portal-layout'),
          (m) => m.PortalLayout,
        ),
        children: [
          {
            path: 'register',
            lazy: screen(
              () => import('@/features/accounts/routes/register-page'),
              (m) => m.RegisterPage,
            ),
          },
          // The user agreement and the privacy policy (issue 24), linked from the registration.
          ...(['agreement', 'privacy'] as const).map((path) => ({
            path,
            lazy: screen(
              () => import('@/features/accounts/routes/legal-page'),
              (m) => (path === 'agreement' ? m.AgreementPage : m.PrivacyPage),
            ),
          })),
          {
            path: 'bind',
            lazy: screen(
              () => import('@/features/accounts/routes/bind-page'),
              (m) => m.BindPage,
            ),
          },
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
              // queryJob is findJob prefilled from the query (SPEC §2.1): one screen, two paths.
              ...['findJob', 'queryJob'].map((path) => ({
                path,
                lazy: screen(
                  () => import('@/features/recruitment/routes/find-job-page'),
                  (m) => m.FindJobPage,
                ),
              })),
              {
                path: 'jobInfo',
                lazy: screen(
                  () => import('@/features/recruitment/routes/job-info-page'),
                  (m) => m.JobInfoPage,
                ),
              },
              {
                path: 'findTalent',
                lazy: screen(
                  () => import('@/features/talent/routes/find-talent-page'),
                  (m) => m.FindTalentPage,
                ),
              },
              {
                path: 'talentInfo',
                lazy: screen(
                  () => import('@/features/talent/routes/talent-info-page'),
                  (m) => m.TalentInfoPage,
                ),
              },
              {
                path: 'jobFairs',
                lazy: screen(
                  () => import('@/features/fairs/routes/fairs-list-page'),
                  (m) => m.FairsListPage,
                ),
              },
              {
                path: 'jobFairsInfo',
                lazy: screen(
                  () => import('@/features/fairs/routes/fair-info-page'),
                  (m) => m.FairInfoPage,
                ),
              },
              {
                path: 'companyInfo',
                lazy: screen(
                  () => import('@/features/recruitment/routes/company-info-page'),
                  (m) => m.CompanyInfoPage,
                ),
              },
              {
                path: 'flexibleEmployment',
                lazy: screen(
                  () => import('@/features/gigs/routes/flexible-employment-page'),
                  (m) => m.FlexibleEmploymentPage,
                ),
              },
              {
                path: 'employmentMap',
                lazy: screen(
                  () => import('@/features/employment-map/routes/employment-map-page'),
                  (m) => m.EmploymentMapPage,
                ),
              },
            ],
          },
          ...policyRoutes,
          ...contentRoutes,
          verifyRoute,
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
