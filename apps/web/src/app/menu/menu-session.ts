import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { PageLoading } from '@/components/page-loading';
import { isApiError } from '@/lib/api';
import { getToken } from '@/lib/auth-token';
import { currentLocale } from '@/lib/i18n';
import { useMenu } from '@/stores/menu-store';
import { useSession } from '@/stores/session-store';
import { lazyScreen, lazyUnavailable } from '../lazy-screen';
import { getRouters } from './get-routers';
import { menuToRoutes } from './menu-routes';
import type { TMenuNode } from './menu-types';

/** Id of the back-office layout route: menu routes are patched in below it. */
export const SESSION_ROUTE_ID = 'session';

let menuRequest: Promise<void> | undefined;

async function ensureMenu(token: string): Promise<void> {
  const menu = useMenu.getState();
  if (menu.loaded && menu.token === token) return;
  menuRequest ??= getRouters()
    .then((routers) => useMenu.getState().setMenu(token, currentLocale(), routers ?? []))
    .finally(() => {
      menuRequest = undefined;
    });
  await menuRequest;
}

/**
 * SHELL-BEHAVIOUR.md "Routing": user info first (roles and permissions), then the menu. Rejects
 * with the API error; both requests are shared between concurrent callers.
 */
export async function loadSessionData(token: string): Promise<void> {
  if (useSession.getState().token !== token) useSession.setState({ token, loaded: false });
  if (!useSession.getState().loaded) await useSession.getState().getInfo();
  await ensureMenu(token);
}

/** Forgets user and menu (a stale token). */
export function dropSession(): void {
  useSession.getState().clearSession();
  useMenu.getState().clear();
}

const resolvers = {
  screen: lazyScreen,
  innerLink: async () => ({ Component: (await import('../pages/inner-link-page')).InnerLinkPage }),
  unavailable: lazyUnavailable,
  redirecting: async () => ({ Component: PageLoading }),
};

let built: { nodes: TMenuNode[]; routes: RouteObject[] } | undefined;

/** The menu as routes (memoised per menu). */
export function menuRoutes(): RouteObject[] {
  const { nodes } = useMenu.getState();
  if (built?.nodes !== nodes) built = { nodes, routes: menuToRoutes(nodes, resolvers) };
  return built.routes;
}

/** Whose menu routes the router holds: the router can add routes but never drop them. */
let installedFor: string | undefined;
export const menuRoutesInstalledFor = (): string | undefined => installedFor;

/**
 * The router's patchRoutesOnNavigation: a path no route serves yet (or only the catch-all) may be
 * a menu route, so user and menu load first and the menu is patched in before matching. This is
 * what makes a refresh on a deep back-office URL land on the same screen with no /404 flash.
 * A stale token ends at /login (through the catch-all), other failures at the route error page.
 */
export const patchMenuRoutes: PatchRoutesOnNavigationFunction = async ({ patch, signal }) => {
  const token = getToken();
  if (!token) return;
  try {
    await loadSessionData(token);
  } catch (error) {
    // Without the stale token the catch-all sends the visitor to sign in, keeping the path; any
    // other failure shows the route error page (with reload) rather than a misleading /404.
    if (!isApiError(error, 'session')) throw error;
    dropSession();
    return;
  }
  const user = useSession.getState().username;
  if (signal.aborted || (installedFor !== undefined && installedFor !== user)) return;
  patch(SESSION_ROUTE_ID, menuRoutes());
  installedFor = user;
};

/** Tests start each case with an empty router. */
export function resetMenuSession(): void {
  installedFor = undefined;
  built = undefined;
  menuRequest = undefined;
}
