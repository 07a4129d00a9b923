import { useContext } from 'react';
import { UNSAFE_DataRouterContext as DataRouterContext, useLocation, useNavigate } from 'react-router';
import { appPath } from '@/lib/paths';
import { type TagView, tagKeyOf, useTags } from '@/stores/tags-store';

export type TagActions = ReturnType<typeof useTagActions>;

/**
 * What the tab bar and its menu do; every close navigates when the current page goes away. Each
 * returns the destination it navigated to, if any, so focus can follow.
 */
export function useTagActions() {
  const navigate = useNavigate();
  const rendered = useLocation();
  const router = useContext(DataRouterContext)?.router;
  /**
   * Where the user is when the action runs: the router's own state. The router renders a
   * navigation in a transition, so for a moment after the address changed the bar still shows the
   * page before, and a close taken from that render would keep the tab the user is on.
   */
  const current = () => {
    const routed = router?.state.location;
    // The router's own location keeps the basename; the app's paths are without it.
    const pathname = routed ? appPath(routed.pathname) : rendered.pathname;
    const search = (routed ?? rendered).search;
    return { key: tagKeyOf(pathname), fullPath: pathname + search };
  };
  /** Navigates unless already there; returns where the user ends up (undefined: stays). */
  const go = (to: string | undefined): string | undefined => {
    if (to !== undefined && to !== current().fullPath) void navigate(to);
    return to;
  };
  const store = useTags.getState;
  return {
    open: (tag: TagView) => go(tag.fullPath),
    /** Re-mounts the screen without its cached state (and shows it). */
    refresh: (tag: TagView) => {
      store().refreshTag(tag.key);
      return tag.key === current().key ? undefined : go(tag.fullPath);
    },
    close: (tag: TagView) => go(store().closeTag(tag.key, current().key)),
    closeOthers: (tag: TagView) => go(store().closeOthers(tag.key, current().key)),
    closeLeft: (tag: TagView) => go(store().closeLeft(tag.key, current().key)),
    closeRight: (tag: TagView) => go(store().closeRight(tag.key, current().key)),
    closeAll: () => go(store().closeAll(current().key)),
  };
}
