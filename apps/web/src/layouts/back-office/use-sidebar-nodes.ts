import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { activeTopPath, sidebarForTop } from '@/app/menu/top-menu';
import type { TMenuNode } from '@/app/menu/menu-types';
import { useAppStore } from '@/stores/app-store';
import { useMenu } from '@/stores/menu-store';
import { useSettings } from '@/stores/settings-store';

/**
 * What the sidebar shows: the whole menu, or in top-nav mode the children of the chosen top item
 * (none → no sidebar, e.g. on /index and /user/profile, and then it cannot be toggled).
 */
export function useSidebarNodes(): { nodes: readonly TMenuNode[]; hidden: boolean } {
  const topNav = useSettings((s) => s.topNav);
  const nodes = useMenu((s) => s.nodes);
  const topActive = useMenu((s) => s.topActive);
  const { pathname } = useLocation();

  // Each navigation re-picks the top item the new path belongs to.
  useEffect(() => {
    useMenu.getState().setTopActive(activeTopPath(pathname));
  }, [pathname]);

  const shown = topNav ? sidebarForTop(nodes, topActive ?? activeTopPath(pathname)) : nodes;
  const hidden = topNav && shown.length === 0;
  useEffect(() => {
    useAppStore.getState().setSidebarHide(hidden);
  }, [hidden]);
  return { nodes: shown, hidden };
}
