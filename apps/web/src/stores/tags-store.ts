import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { RouteMeta } from '@/app/route-meta';
import { DEFAULT_HOME } from '@/lib/paths';
import { useSession } from './session-store';

/** One visited page in the tags view (SPEC §3 "Tag view" plus its identity). */
export type TagView = {
  /** Identity of the tab and of its cached screen: see tagKeyOf. */
  key: string;
  path: string;
  /** Path with its query: where the tab leads back to (list filters live in the query). */
  fullPath: string;
  /** Route id of the screen. */
  name: string;
  /** Literal title (server menu title or the titleParam value); '' when only meta.titleKey names it. */
  title: string;
  query: Record<string, string>;
  meta: RouteMeta;
};

/**
 * Tabs are keyed by the resolved pathname, so `detail/1/a` and `detail/2/b` are two tabs and two
 * cached screens (the classic shell merges them). The query is deliberately not part of the key:
 * list screens keep their page and filters in the URL, and paging must update the list's tab, not
 * open a new one. The tab remembers the latest query in fullPath.
 */
export const tagKeyOf = (pathname: string): string =>
  pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;

/** Home (/index) is always the first tab and can never be closed. */
export const HOME_TAG: TagView = {
  key: DEFAULT_HOME,
  path: DEFAULT_HOME,
  fullPath: DEFAULT_HOME,
  name: 'index',
  title: '',
  query: {},
  meta: { titleKey: 'tags.home', affix: true },
};

export const isAffix = (tag: TagView): boolean => tag.key === HOME_TAG.key || tag.meta.affix === true;

/** The literal title of a route: the detail route's title parameter, else meta.title. */
export function titleOf(meta: RouteMeta, params: Readonly<Record<string, string | undefined>>): string {
  const fromParam = meta.titleParam ? params[meta.titleParam] : undefined;
  return fromParam || meta.title || '';
}

/** Where a close leaves the user: undefined = stay on the current page. */
export type CloseResult = { tags: TagView[]; navigateTo?: string };

const keysOf = (tags: readonly TagView[]) => new Set(tags.map((tag) => tag.key));

/** "Closing the current tag goes to the last remaining tag, else home." */
function settle(tags: TagView[], currentKey: string, navigateTo?: string): CloseResult {
  if (navigateTo !== undefined || keysOf(tags).has(currentKey)) return { tags, navigateTo };
  return { tags, navigateTo: tags.at(-1)?.fullPath ?? DEFAULT_HOME };
}

/** Pure close rules (unit-tested); every variant keeps affix tags. */
export const closeRules = {
  one(tags: readonly TagView[], key: string, currentKey: string): CloseResult {
    return settle(
      tags.filter((tag) => tag.key !== key || isAffix(tag)),
      currentKey,
    );
  },
  /** Navigates to the chosen tag first when it is not the current one. */
  others(tags: readonly TagView[], key: string, currentKey: string): CloseResult {
    const kept = tags.filter((tag) => tag.key === key || isAffix(tag));
    const chosen = tags.find((tag) => tag.key === key);
    return settle(kept, currentKey, chosen && key !== currentKey ? chosen.fullPath : undefined);
  },
  left(tags: readonly TagView[], key: string, currentKey: string): CloseResult {
    const at = tags.findIndex((tag) => tag.key === key);
    if (at < 0) return { tags: [...tags] };
    return settle(
      tags.filter((tag, i) => i >= at || isAffix(tag)),
      currentKey,
    );
  },
  right(tags: readonly TagView[], key: string, currentKey: string): CloseResult {
    const at = tags.findIndex((tag) => tag.key === key);
    if (at < 0) return { tags: [...tags] };
    return settle(
      tags.filter((tag, i) => i <= at || isAffix(tag)),
      currentKey,
    );
  },
  /** Stays when the current page is affixed; otherwise the last affix tag, else home. */
  all(tags: readonly TagView[], currentKey: string): CloseResult {
    return settle(tags.filter(isAffix), currentKey);
  },
};

/** Which context-menu entries make sense for a tag (classic shell rules, made precise). */
export function menuFor(tags: readonly TagView[], key: string) {
  const at = tags.findIndex((tag) => tag.key === key);
  const tag = tags[at];
  return {
    close: tag !== undefined && !isAffix(tag),
    closeLeft: at > 0 && tags.slice(0, at).some((t) => !isAffix(t)),
    closeRight: at >= 0 && tags.slice(at + 1).some((t) => !isAffix(t)),
  };
}

/** Affix tags first (in the order they were found), then visited ones in visiting order. */
function insert(tags: readonly TagView[], tag: TagView): TagView[] {
  const at = tags.findIndex((t) => t.key === tag.key);
  if (at >= 0) {
    const old = tags[at]!;
    // Re-visiting updates the query and title (e.g. language or list filters changed).
    const merged: TagView = { ...old, ...tag, meta: { ...tag.meta, affix: isAffix(old) || tag.meta.affix } };
    const next = [...tags];
    next[at] = merged;
    return next;
  }
  if (!isAffix(tag)) return [...tags, tag];
  const lastAffix = tags.findLastIndex(isAffix);
  return [...tags.slice(0, lastAffix + 1), tag, ...tags.slice(lastAffix + 1)];
}

const sameTag = (a: TagView, b: TagView) =>
  a.fullPath === b.fullPath &&
  a.title === b.title &&
  a.name === b.name &&
  JSON.stringify(a.meta) === JSON.stringify({ ...b.meta, affix: isAffix(a) || b.meta.affix });

type TagsData = {
  tags: TagView[];
  /** Refresh counters: bumping one re-mounts that tab's cached screen. */
  versions: Record<string, number>;
  /** Username the tags belong to, so a reload never shows another account's pages. */
  owner: string;
};

type TagsActions = {
  /** Adds or updates the tab of a visited page. */
  addTag(tag: TagView): void;
  /** Makes sure these affix tags are present (routes with meta.affix), ahead of visited ones. */
  addAffixTags(tags: readonly TagView[]): void;
  /** Rewrites tabs (e.g. titles after a language switch); returning the same tag leaves it alone. */
  syncTags(update: (tag: TagView) => TagView): void;
  closeTag(key: string, currentKey: string): string | undefined;
  closeOthers(key: string, currentKey: string): string | undefined;
  closeLeft(key: string, currentKey: string): string | undefined;
  closeRight(key: string, currentKey: string): string | undefined;
  closeAll(currentKey: string): string | undefined;
  /** Drops the tab's cached screen so it mounts afresh. */
  refreshTag(key: string): void;
  /** Back to home only, e.g. at sign-out or when another user signs in. */
  reset(owner?: string): void;
};

export type TagsState = TagsData & TagsActions;

const initial = (owner = ''): TagsData => ({ tags: [HOME_TAG], versions: {}, owner });

/** Key under which visited tabs survive a page reload (this browser tab only). */
export const TAGS_STORAGE_KEY = 'rcwb-tags';

export const useTags = create<TagsState>()(
  persist(
    (set, get) => {
      /** Applies a close and forgets the refresh counters of the closed tabs. */
      const apply = ({ tags, navigateTo }: CloseResult) => {
        const keep = keysOf(tags);
        const versions = Object.fromEntries(Object.entries(get().versions).filter(([key]) => keep.has(key)));
        set({ tags, versions });
        return navigateTo;
      };
      return {
        ...initial(),
        addTag(tag) {
          const old = get().tags.find((t) => t.key === tag.key);
          if (old && sameTag(old, tag)) return;
          set({ tags: insert(get().tags, tag) });
        },
        addAffixTags(affix) {
          const missing = affix.filter((tag) => !get().tags.some((t) => t.key === tag.key));
          if (missing.length) set({ tags: missing.reduce(insert, get().tags) });
        },
        syncTags(update) {
          const tags = get().tags;
          const next = tags.map(update);
          if (next.some((tag, i) => tag !== tags[i])) set({ tags: next });
        },
        closeTag: (key, currentKey) => apply(closeRules.one(get().tags, key, currentKey)),
        closeOthers: (key, currentKey) => apply(closeRules.others(get().tags, key, currentKey)),
        closeLeft: (key, currentKey) => apply(closeRules.left(get().tags, key, currentKey)),
        closeRight: (key, currentKey) => apply(closeRules.right(get().tags, key, currentKey)),
        closeAll: (currentKey) => apply(closeRules.all(get().tags, currentKey)),
        refreshTag(key) {
          set({ versions: { ...get().versions, [key]: (get().versions[key] ?? 0) + 1 } });
        },
        reset(owner = '') {
          set(initial(owner));
        },
      };
    },
    {
      name: TAGS_STORAGE_KEY,
      // Session storage: survives a reload of this browser tab, not a new tab or a closed browser.
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ tags, owner }) => ({ tags, owner }),
      merge: (persisted, current) => {
        const saved = persisted as Partial<TagsData> | undefined;
        if (!Array.isArray(saved?.tags)) return current;
        const tags = saved.tags.filter(
          (tag) => typeof tag?.key === 'string' && typeof tag.fullPath === 'string',
        );
        // Home first whatever was stored.
        const home = tags.find((tag) => tag.key === HOME_TAG.key) ?? HOME_TAG;
        const rest = tags.filter((tag) => tag.key !== HOME_TAG.key);
        return { ...current, owner: saved.owner ?? '', tags: [home, ...rest] };
      },
    },
  ),
);

// Signing out (or the session turning into another user's) forgets the visited pages: their
// titles may name people, and the next account may not reach those screens.
useSession.subscribe((now, before) => {
  const signedOut = before.token !== undefined && now.token === undefined;
  const otherUser = Boolean(before.username && now.username && before.username !== now.username);
  if (signedOut || otherUser) useTags.getState().reset(now.username);
});
