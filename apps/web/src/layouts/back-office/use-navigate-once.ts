import { useCallback } from 'react';
import { createPath, useLocation, useNavigate } from 'react-router';

/** True when `target` ('/path?query#hash') is the location already shown. */
export const isSameLocation = (target: string, here: { pathname: string; search: string; hash: string }) =>
  target === createPath(here);

/**
 * navigate() that ignores a navigation to where the user already is (SPEC §2.3: duplicate
 * navigations are ignored) instead of stacking identical history entries.
 */
export function useNavigateOnce(): (to: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to: string) => {
      if (!isSameLocation(to, location)) void navigate(to);
    },
    [navigate, location],
  );
}
