import { useCallback, useSyncExternalStore } from 'react';

/** The visitor asked their system for less motion (WCAG 2.3.3): no animated transitions. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const media = (query: string) => (typeof window !== 'undefined' ? window.matchMedia?.(query) : undefined);

/** Whether the media query matches now (false where there is no window or no matchMedia). */
export const matchesMedia = (query: string): boolean => media(query)?.matches === true;

/** Whether the media query matches, following changes (rotation, resizing, system settings). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = media(query);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchesMedia(query),
    () => false,
  );
}
