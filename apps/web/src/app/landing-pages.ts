/**
 * The public pages a visitor lands on from outside (a search engine, a shared link), with the
 * modules the route table renders them with, outermost first (paths under the base, files from
 * apps/web). The build resolves each to its chunks (build/page-preloads.ts) and the server names
 * them in that page's HTML, so a first visit fetches the page's code alongside the entry instead
 * of after the entry has run and matched the route. landing-pages.test.ts checks every line
 * against the route table.
 *
 * Plain data without imports: the build reads this file too.
 */
const PORTAL = 'src/layouts/portal/portal-layout.tsx';
const recruitment = (page: string) => [PORTAL, `src/features/recruitment/routes/${page}.tsx`];
const policy = (page: string) => [PORTAL, `src/features/policy/routes/${page}.tsx`];

export const LANDING_PAGES: Readonly<Record<string, readonly string[]>> = {
  '/login': ['src/features/auth/routes/login-page.tsx'],
  '/register': [PORTAL, 'src/features/accounts/routes/register-page.tsx'],
  '/recruitment/zoneHome': recruitment('zone-home-page'),
  '/recruitment/findJob': recruitment('find-job-page'),
  '/recruitment/queryJob': recruitment('find-job-page'),
  '/recruitment/jobInfo': recruitment('job-info-page'),
  '/recruitment/companyInfo': recruitment('company-info-page'),
  '/recruitment/findTalent': [PORTAL, 'src/features/talent/routes/find-talent-page.tsx'],
  '/recruitment/jobFairs': [PORTAL, 'src/features/fairs/routes/fairs-list-page.tsx'],
  '/recruitment/jobFairsInfo': [PORTAL, 'src/features/fairs/routes/fair-info-page.tsx'],
  '/recruitment/flexibleEmployment': [PORTAL, 'src/features/gigs/routes/flexible-employment-page.tsx'],
  '/talentPolicy': policy('talent-policy-page'),
  '/policyDetail': policy('policy-detail-page'),
  '/policyComparison': policy('policy-comparison-page'),
};
