import { create } from 'zustand';
import { flattenMenu, normalizeMenu } from '@/app/menu/menu-tree';
import type { TMenuNode, TServerRoute } from '@/app/menu/menu-types';

type MenuState = {
  /** Token the menu was loaded for: another user's menu is never shown. */
  token: string | undefined;
  /** Language of the titles. */
  locale: string | undefined;
  routers: TServerRoute[];
  nodes: TMenuNode[];
  loaded: boolean;
  /** Top-nav mode: the top item whose children fill the sidebar. */
  topActive: string | undefined;
  setMenu(token: string, locale: string, routers: TServerRoute[]): void;
  /** Same menu in another language: titles change in place (route handles share the meta objects). */
  retitle(locale: string, routers: TServerRoute[]): void;
  setTopActive(path: string | undefined): void;
  clear(): void;
};

const empty = {
  token: undefined,
  locale: undefined,
  routers: [],
  nodes: [],
  loaded: false,
  topActive: undefined,
};

export const useMenu = create<MenuState>()((set, get) => ({
  ...empty,
  setMenu(token, locale, routers) {
    set({ token, locale, routers, nodes: normalizeMenu(routers), loaded: true });
  },
  retitle(locale, routers) {
    const fresh = new Map(flattenMenu(normalizeMenu(routers)).map((n) => [n.id, n] as const));
    const walk = (nodes: TMenuNode[]): TMenuNode[] =>
      nodes.map((node) => {
        const title = fresh.get(node.id)?.meta.title;
        // In place: the router's route handles hold these very meta objects.
        if (title !== undefined) node.meta.title = title;
        return { ...node, title: node.meta.title ?? '', children: walk(node.children) };
      });
    set({ locale, routers, nodes: walk(get().nodes) });
  },
  setTopActive(path) {
    if (get().topActive !== path) set({ topActive: path });
  },
  clear() {
    set(empty);
  },
}));
