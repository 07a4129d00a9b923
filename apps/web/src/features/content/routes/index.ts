import type { RouteObject } from 'react-router';

/** Public notices (the editors' announcements, g070114), each a lazy chunk under the portal layout. */
export const contentRoutes: RouteObject[] = [
  {
    path: 'notices',
    lazy: async () => ({ Component: (await import('./notices-page')).NoticesPage }),
  },
  {
    path: 'noticeDetail',
    lazy: async () => ({ Component: (await import('./notice-detail-page')).NoticeDetailPage }),
  },
];
