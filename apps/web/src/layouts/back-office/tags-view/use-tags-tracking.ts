import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext as DataRouterContext, useLocation, useMatches } from 'react-router';
import { useSession } from '@/stores/session-store';
import { useTags } from '@/stores/tags-store';
import { affixTagsOf, refreshedTag, tagFromRoute } from './route-tag';

/**
 * Records the page on display as a tab (and the affix routes up front). The tags view calls it; a
 * shell that hides the bar may call it too if it still wants pages kept alive.
 */
export function useTagsTracking(): void {
  const matches = useMatches();
  const location = useLocation();
  const username = useSession((s) => s.username);
  const routes = useContext(DataRouterContext)?.router.routes;

  useEffect(() => {
    const store = useTags.getState();
    // Tabs restored after a reload belong to whoever was signed in then.
    if (username && store.owner !== username) store.reset(username);
    // Server menus are added to the router after sign-in, so affix routes are looked up each time.
    if (routes) {
      store.addAffixTags(affixTagsOf(routes));
      store.syncTags((tag) => refreshedTag(tag, routes));
    }
    const tag = tagFromRoute(matches, location);
    if (tag) store.addTag(tag);
    // `matches` changes on every revalidation, e.g. after the menu was retitled in a new language.
  }, [matches, location, username, routes]);
}
