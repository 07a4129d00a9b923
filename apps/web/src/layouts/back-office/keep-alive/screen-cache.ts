import type { ContextType, ReactNode } from 'react';
import type { UNSAFE_DataRouterStateContext, UNSAFE_LocationContext } from 'react-router';

/** At most this many screens stay mounted; the least recently shown one goes first. */
export const MAX_CACHED_SCREENS = 20;

/** One kept screen: the route element of its location and the router view it was last shown with. */
export type CachedScreen = {
  key: string;
  element: ReactNode;
  location: ContextType<typeof UNSAFE_LocationContext>;
  routerState: ContextType<typeof UNSAFE_DataRouterStateContext>;
  /** False for meta.noCache routes (and routes without meta): dropped as soon as they are left. */
  cacheable: boolean;
  /** Last time shown (a counter): decides which screen the bound drops. */
  used: number;
};

export type Visit = Omit<CachedScreen, 'used'>;

const sameVisit = (a: CachedScreen, b: Visit) =>
  a.element === b.element &&
  a.location === b.location &&
  a.routerState === b.routerState &&
  a.cacheable === b.cacheable;

/**
 * The next cache for a render: records the current screen, drops what may not stay (closed tabs,
 * noCache routes) and enforces the bound. Returns the same array when nothing changed, so the
 * caller can store it during render without looping.
 */
export function reconcile(
  cache: readonly CachedScreen[],
  visit: Visit | undefined,
  keep: ReadonlySet<string>,
  limit = MAX_CACHED_SCREENS,
): readonly CachedScreen[] {
  const newest = cache.reduce((max, entry) => Math.max(max, entry.used), 0);
  let next = cache.filter((entry) => entry.key === visit?.key || (entry.cacheable && keep.has(entry.key)));
  let changed = next.length !== cache.length;

  if (visit) {
    const at = next.findIndex((entry) => entry.key === visit.key);
    const old = next[at];
    if (!old) {
      next = [...next, { ...visit, used: newest + 1 }];
      changed = true;
    } else if (!sameVisit(old, visit) || old.used !== newest) {
      next = next.with(at, { ...visit, used: old.used === newest ? old.used : newest + 1 });
      changed = true;
    }
  }

  while (next.length > Math.max(limit, 1)) {
    const candidates = next.filter((entry) => entry.key !== visit?.key);
    const oldest = candidates.reduce((a, b) => (b.used < a.used ? b : a));
    next = next.filter((entry) => entry !== oldest);
    changed = true;
  }
  return changed ? next : cache;
}
