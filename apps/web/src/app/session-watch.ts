import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { getToken } from '@/lib/auth-token';
import { reloadPage } from '@/lib/hard-navigate';
import { clearLocalStorage } from '@/lib/storage';
import { useSession } from '@/stores/session-store';

/**
 * SPEC §4 "Tab visibility": another tab may have signed in, out or as someone else; the cookie is
 * shared, the in-memory session is not, so a mismatch reloads the page.
 */
export function useTokenWatch(): void {
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      if ((getToken() ?? '') !== (useSession.getState().token ?? '')) reloadPage();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
}

/** SPEC §4 navigation guard: without a token, local storage is cleared on every navigation. */
export function useClearStorageWithoutSession(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!getToken()) clearLocalStorage();
  }, [pathname]);
}
