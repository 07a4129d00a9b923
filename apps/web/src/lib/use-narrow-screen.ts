import { useSyncExternalStore } from 'react';

/** Below this width the public pages take their phone layout (filters behind a button). */
export const NARROW_QUERY = '(max-width: 767.98px)';

const media = () => (typeof window !== 'undefined' ? window.matchMedia?.(NARROW_QUERY) : undefined);

const subscribe = (onChange: () => void) => {
  const list = media();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
};

/** True on a phone-sized window; follows rotation and resizing. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches === true,
    () => false,
  );
}
