import { type LoaderFunctionArgs, redirect } from 'react-router';
import { UserType } from '@rcwb/shared';
import { isApiError } from '@/lib/api';
import { getToken } from '@/lib/auth-token';
import { hardNavigate } from '@/lib/hard-navigate';
import { BASENAME, appPath, loginPath } from '@/lib/paths';
import { useSession } from '@/stores/session-store';
import { dropSession, loadSessionData, menuRoutesInstalledFor } from './menu/menu-session';

const fullPathOf = (request: Request) => {
  const url = new URL(request.url);
  return appPath(url.pathname) + url.search;
};

/**
 * Guard of every session route (SPEC §4): without a token local storage is cleared and the visitor
 * signs in first; with a token, user info and then the menu load before anything renders, so a
 * signed-out visitor never sees a flash of the back office. Shared by the layout route and the
 * local routes' own loaders (loaders run in parallel; the requests are shared).
 */
export async function ensureSession(request: Request): Promise<void> {
  const fullPath = fullPathOf(request);
  if (!getToken()) {
    dropSession();
    throw redirect(loginPath(fullPath));
  }
  try {
    await loadSessionData(getToken()!);
  } catch (error) {
    // A stale token goes back to sign-in quietly: the dialog would only add a click.
    if (!isApiError(error, 'session')) throw error;
    dropSession();
    throw redirect(loginPath(fullPath));
  }
  const installed = menuRoutesInstalledFor();
  if (installed !== undefined && installed !== useSession.getState().username) {
    // Someone else signed in in this tab: the router still holds the previous user's menu routes,
    // which it cannot drop, so start from a fresh page.
    hardNavigate(BASENAME + fullPath);
    await new Promise(() => undefined);
  }
}

/** What an incomplete profile may still open: the form itself and the personal centre. */
const OPEN_WHILE_INCOMPLETE = /^\/(?:personInfo|user\/)/;

/**
 * SPEC §4 profile completeness: individuals and organisations whose record is incomplete complete
 * it at /personInfo before using the back office. '1' stays; otherwise the server decides. A
 * failed check lets the visitor through (the home page asks again) rather than locking them out.
 */
export async function requireCompleteProfile(request: Request): Promise<void> {
  const { userType } = useSession.getState();
  if (userType !== UserType.person && userType !== UserType.org) return;
  if (OPEN_WHILE_INCOMPLETE.test(appPath(new URL(request.url).pathname))) return;
  const infoPerfect = await useSession
    .getState()
    .checkInfoPerfect()
    .catch(() => '1' as const);
  if (infoPerfect === '2') throw redirect('/personInfo');
}

export async function sessionLoader({ request }: LoaderFunctionArgs): Promise<null> {
  await ensureSession(request);
  await requireCompleteProfile(request);
  return null;
}

/**
 * Back-office menus live under the function groups (/g01 … /g30). Signed out, such a path is
 * most likely a bookmarked screen, so it asks to sign in first (its menu routes exist only
 * after sign-in); any other unknown path is simply not found.
 */
const MENU_AREA = /^\/g\d{2}(?:\/|$)/i;

/** The catch-all: unknown paths → /404; a signed-out menu path → /login?redirect=… */
export function notFoundLoader({ request }: LoaderFunctionArgs): never {
  const fullPath = fullPathOf(request);
  if (!getToken() && MENU_AREA.test(fullPath)) throw redirect(loginPath(fullPath));
  throw redirect('/404');
}
