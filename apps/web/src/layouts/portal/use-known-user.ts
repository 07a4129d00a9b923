import { useEffect } from 'react';
import { isApiError } from '@/lib/api';
import { useSession } from '@/stores/session-store';

/**
 * Public pages have no guard, so the header loads the user's name itself when a token exists.
 * A stale token is dropped quietly: the visitor is simply shown as signed out.
 */
export function useKnownUser(): void {
  const token = useSession((s) => s.token);
  const loaded = useSession((s) => s.loaded);
  useEffect(() => {
    if (!token || loaded) return;
    useSession
      .getState()
      .getInfo()
      .catch((error: unknown) => {
        if (isApiError(error, 'session')) useSession.getState().clearSession();
      });
  }, [token, loaded]);
}
