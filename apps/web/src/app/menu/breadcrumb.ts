import type { RouteMeta } from '../route-meta';
import { findMenuChain, paramsOf } from './menu-tree';
import type { TMenuNode } from './menu-types';

/** Home of the back office: every breadcrumb starts here (SPEC §2.4). */
export const HOME_PATH = '/index';

export type TCrumb = {
  key: string;
  path: string;
  /** Resolved title (server title, or the {title} parameter of a detail route) … */
  title?: string;
  /** … or an i18n key (local routes). */
  titleKey?: string;
  /** The last item and `noRedirect` directories are plain text. */
  link: boolean;
};

const titleOf = (meta: RouteMeta, params: Record<string, string | undefined>): string | undefined => {
  const fromParam = meta.titleParam ? params[meta.titleParam] : undefined;
  return fromParam || meta.title;
};

/**
 * The breadcrumb of the classic shell: the real menu chain for the path, items without a title
 * or with `breadcrumb: false` dropped, home (/index) first unless the chain starts there; the
 * last item and `noRedirect` items are not links.
 */
export function breadcrumbOf(nodes: readonly TMenuNode[], pathname: string, homeTitleKey: string): TCrumb[] {
  const chain = findMenuChain(nodes, pathname).filter(
    (n) => (n.meta.title || n.meta.titleKey) && n.meta.breadcrumb !== false,
  );
  const leaf = chain.at(-1);
  const params = leaf ? paramsOf(leaf.path, pathname) : {};
  const crumbs: Omit<TCrumb, 'link'>[] = chain.map((n) => ({
    key: n.id,
    path: n.path,
    ...(titleOf(n.meta, params) ? { title: titleOf(n.meta, params) } : {}),
    ...(n.meta.titleKey ? { titleKey: n.meta.titleKey } : {}),
  }));
  const noRedirect = new Set(chain.filter((n) => n.noRedirect).map((n) => n.id));
  if (crumbs[0]?.path !== HOME_PATH) crumbs.unshift({ key: 'home', path: HOME_PATH, titleKey: homeTitleKey });
  return crumbs.map((c, i) => ({ ...c, link: i < crumbs.length - 1 && !noRedirect.has(c.key) }));
}
