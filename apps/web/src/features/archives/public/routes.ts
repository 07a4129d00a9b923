import type { RouteObject } from 'react-router';

/** The public verification page of archive documents, a lazy chunk under the portal layout. */
export const verifyRoute: RouteObject = {
  path: 'verify',
  lazy: async () => ({ Component: (await import('./verify-page')).VerifyPage }),
};
