import { useNavigate } from 'react-router';
import { type TagView, useTags } from '@/stores/tags-store';

export type TagActions = ReturnType<typeof useTagActions>;

/**
 * What the tab bar and its menu do; every close navigates when the current page goes away. Each
 * returns the destination it navigated to, if any, so focus can follow.
 */
export function useTagActions(currentKey: string, currentFullPath: string) {
  const navigate = useNavigate();
  /** Navigates unless already there; returns where the user ends up (undefined: stays). */
  const go = (to: string | undefined): string | undefined => {
    if (to !== undefined && to !== currentFullPath) void navigate(to);
    return to;
  };
  const store = useTags.getState;
  return {
    open: (tag: TagView) => go(tag.fullPath),
    /** Re-mounts the screen without its cached state (and shows it). */
    refresh: (tag: TagView) => {
      store().refreshTag(tag.key);
      return tag.key === currentKey ? undefined : go(tag.fullPath);
    },
    close: (tag: TagView) => go(store().closeTag(tag.key, currentKey)),
    closeOthers: (tag: TagView) => go(store().closeOthers(tag.key, currentKey)),
    closeLeft: (tag: TagView) => go(store().closeLeft(tag.key, currentKey)),
    closeRight: (tag: TagView) => go(store().closeRight(tag.key, currentKey)),
    closeAll: () => go(store().closeAll(currentKey)),
  };
}
