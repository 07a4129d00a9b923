import { Outlet, ScrollRestoration } from 'react-router';
import { NavigationProgress } from '@/components/navigation-progress';
import { useDocumentTitle } from './page-title';
import { useClearStorageWithoutSession, useTokenWatch } from './session-watch';

/** Behaviour shared by every route: title, session watch, scroll to top on navigation. */
export function RootLayout() {
  useDocumentTitle();
  useTokenWatch();
  useClearStorageWithoutSession();
  return (
    <>
      <NavigationProgress />
      <Outlet />
      {/* New navigations start at the top; back/forward restore the previous position. */}
      <ScrollRestoration />
    </>
  );
}
