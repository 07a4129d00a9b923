import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { STANDALONE_ROUTES, type TStandaloneKey } from '@rcwb/shared';
import { useSession } from '@/stores/session-store';
import { standalonePage } from './lazy-screen';
import { type AccessRule, canAccess } from './route-access';
import type { RouteHandle } from './route-meta';
import { ensureSession } from './session-loader';

/**
 * A standalone screen (SPEC §2.2): a full page outside the layout (printing, review pages,
 * copies), for signed-in users; without the rule's access it answers /401. Its manifest title is
 * the page's title (the document title with the dynamic title setting on).
 */
function standalone(key: TStandaloneKey, path: string, rule: AccessRule): RouteObject {
  return {
    path,
    handle: { screen: key } satisfies RouteHandle,
    loader: async ({ request }: LoaderFunctionArgs) => {
      await ensureSession(request);
      if (!canAccess(rule, useSession.getState())) throw redirect('/401');
      return null;
    },
    shouldRevalidate: () => true,
    lazy: standalonePage(key),
  };
}

/** The standalone screens of the manifest, each guarded by its permissions (none: any signed-in user). */
export const standaloneRoutes: RouteObject[] = STANDALONE_ROUTES.map((s) =>
  standalone(s.key, s.path, s.permissions.length ? { permissions: s.permissions } : {}),
);
