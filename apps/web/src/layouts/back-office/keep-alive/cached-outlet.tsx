import { Activity, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_LocationContext as LocationContext,
  useMatches,
  useOutlet,
} from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { tagKeyOf, useTags } from '@/stores/tags-store';
import { deepestMeta } from '../tags-view/route-tag';
import { ScreenActiveContext } from './screen-active';
import { type CachedScreen, reconcile } from './screen-cache';

export { useScreenActive } from './screen-active';
export { MAX_CACHED_SCREENS } from './screen-cache';

/**
 * Drop-in replacement for <Outlet/> in the back-office layout that keeps the screens of open tabs
 * mounted (the classic shell's keep-alive). Each screen lives in a React <Activity>: while hidden
 * its DOM is display:none and its effects are unmounted, so timers, polls and sockets stop, yet
 * its state (form input, filters, expanded rows) is still there when its tab comes back.
 *
 * A cached screen is the route element captured for its location (useOutlet), so nested layouts
 * (three-level menus) are cached whole. Hidden screens keep seeing their own location and router
 * state, so a list reading its filters from the URL never sees another page's query.
 */
export function CachedOutlet() {
  const outlet = useOutlet();
  const location = useContext(LocationContext);
  const routerState = useContext(DataRouterStateContext);
  const matches = useMatches();
  const tagKeys = useTags(useShallow((s) => s.tags.map((tag) => tag.key)));
  const versions = useTags((s) => s.versions);
  const keep = useMemo(() => new Set(tagKeys), [tagKeys]);

  const currentKey = tagKeyOf(location.location.pathname);
  const meta = deepestMeta(matches)?.meta;
  const visit =
    outlet === null
      ? undefined
      : {
          key: currentKey,
          element: outlet,
          location,
          routerState,
          cacheable: meta !== undefined && !meta.noCache,
        };

  // "Storing information from previous renders": the cache is updated during render (React
  // re-renders at once, before committing); reconcile returns the same array when nothing changed.
  const [cache, setCache] = useState<readonly CachedScreen[]>([]);
  const next = reconcile(cache, visit, keep);
  if (next !== cache) setCache(next);

  const idOf = (key: string) => `${key}#${versions[key] ?? 0}`;
  useScrollMemory(idOf(currentKey), next.map((entry) => idOf(entry.key)).join('\n'));

  return next.map((entry) => {
    const active = entry.key === currentKey;
    const shown = active && visit ? visit : entry;
    return (
      <Activity key={idOf(entry.key)} mode={active ? 'visible' : 'hidden'}>
        <ScreenActiveContext value={active}>
          <LocationContext value={shown.location}>
            <DataRouterStateContext value={shown.routerState}>{shown.element}</DataRouterStateContext>
          </LocationContext>
        </ScreenActiveContext>
      </Activity>
    );
  });
}

/**
 * Hidden screens are display:none, so the window forgets how far down they were. Remember the
 * position per shown screen and put it back when a kept screen returns, after the router's own
 * scroll-to-top (a layout effect higher up). A refreshed screen has a new id and starts at the top.
 */
function useScrollMemory(screenId: string, liveIds: string) {
  const positions = useRef(new Map<string, number>());
  const shown = useRef(screenId);

  useEffect(() => {
    // Scroll events arrive a frame after a commit, so one caused by hiding the old screen is
    // already counted for the new one, never written over the old screen's position.
    const onScroll = () => positions.current.set(shown.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    shown.current = screenId;
  }, [screenId]);

  useEffect(() => {
    const y = positions.current.get(screenId);
    if (y) window.scrollTo({ top: y, left: 0, behavior: 'instant' });
  }, [screenId]);

  useEffect(() => {
    const live = new Set(liveIds.split('\n'));
    for (const id of positions.current.keys()) if (!live.has(id)) positions.current.delete(id);
  }, [liveIds]);
}
