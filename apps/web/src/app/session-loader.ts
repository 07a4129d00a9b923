import { type LoaderFunctionArgs, redirect } from 'react-router';
import { isApiError } from '@/lib/api';
import { getToken } from '@/lib/auth-token';
import { appPath, loginPath } from '@/lib/paths';
import { useSession } from '@/stores/session-store';

/**
 * Guard of every session route (SPEC §4). Runs before the screen renders, so a signed-out visitor
 * never sees a flash of the back office.
 */
export async function sessionLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const fullPath = appPath(url.pathname) + url.search;
  const token = getToken();
  const session = useSession.getState();
  if (!token) {
    session.clearSession();
    throw redirect(loginPath(fullPath));
  }
  // The cookie is the source of truth: another tab may have signed in as someone else.
  if (session.token !== token) useSession.setState({ token, loaded: false });
  if (!useSession.getState().loaded) {
    try {
      await useSession.getState().getInfo();
    } catch (error) {
      // A stale token goes back to sign-in quietly: the dialog would only add a click.
      if (!isApiError(error, 'session')) throw error;
      useSession.getState().clearSession();
      throw redirect(loginPath(fullPath));
    }
  }
  return null;
}
