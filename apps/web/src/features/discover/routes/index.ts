import { type RouteObject, redirect } from 'react-router';

/** Public discover routes (SPEC §2.1), each a lazy chunk under the portal layout. */
export const discoverRoute: RouteObject = {
  path: 'discover',
  children: [
    { index: true, loader: () => redirect('/discover/zoneHome') },
    {
      path: 'zoneHome',
      lazy: async () => ({ Component: (await import('./discover-home-page')).DiscoverHomePage }),
    },
    {
      path: 'bdlistxq',
      lazy: async () => ({ Component: (await import('./demand-pages')).DemandListPage }),
    },
    {
      path: 'particulars',
      lazy: async () => ({ Component: (await import('./demand-pages')).DemandDetailPage }),
    },
    {
      path: 'bdlistcg',
      lazy: async () => ({ Component: (await import('./achievement-pages')).AchievementListPage }),
    },
    {
      path: 'particularsc',
      lazy: async () => ({ Component: (await import('./achievement-pages')).AchievementDetailPage }),
    },
    {
      path: 'expertLibrary',
      lazy: async () => ({ Component: (await import('./expert-library-page')).ExpertLibraryPage }),
    },
  ],
};
