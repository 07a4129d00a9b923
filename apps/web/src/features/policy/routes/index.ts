import type { RouteObject } from 'react-router';

/** Public policy routes (SPEC §2.1), each a lazy chunk under the portal layout. */
export const policyRoutes: RouteObject[] = [
  {
    path: 'talentPolicy',
    lazy: async () => ({ Component: (await import('./talent-policy-page')).TalentPolicyPage }),
  },
  {
    path: 'policyDetail',
    lazy: async () => ({ Component: (await import('./policy-detail-page')).PolicyDetailPage }),
  },
  {
    path: 'policyComparison',
    lazy: async () => ({ Component: (await import('./policy-comparison-page')).PolicyComparisonPage }),
  },
];
