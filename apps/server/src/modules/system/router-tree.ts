import type { TLocale } from '@rcwb/shared';
import type { menus } from '../../db/schema';

/** The menu columns the conversion reads. */
export type TMenuRow = Pick<
  typeof menus.$inferSelect,
  | 'id'
  | 'parentId'
  | 'type'
  | 'path'
  | 'component'
  | 'query'
  | 'titleZh'
  | 'titleEn'
  | 'icon'
  | 'sort'
  | 'hidden'
  | 'link'
  | 'noCache'
  | 'affix'
  | 'alwaysShow'
  | 'activeMenu'
  | 'breadcrumb'
>;

export type TRouterMeta = {
  title: string;
  icon: string;
  noCache: boolean;
  /** The address of an inner-link (iframe) or external entry; null otherwise. */
  link: string | null;
  activeMenu?: string;
  affix?: true;
  breadcrumb?: false;
};

/** One route of GET /system/menu/getRouters (docs/api.md), shaped like the classic admin shell's. */
export type TRouter = {
  name: string;
  path: string;
  hidden: boolean;
  component: string;
  redirect?: 'noRedirect';
  alwaysShow?: true;
  query?: Record<string, unknown>;
  /** Absent on the Layout wrappers of top-level screens, so breadcrumbs do not repeat the title. */
  meta?: TRouterMeta;
  children?: TRouter[];
};

export const LAYOUT = 'Layout';
export const PARENT_VIEW = 'ParentView';
export const INNER_LINK = 'InnerLink';

const HTTP = /^https?:\/\//i;
const EXTERNAL = /^(https?:|mailto:|tel:)/i;

/**
 * Menus a user may see: the granted entries plus their ancestors (granting a screen implies the
 * directories above it, as the classic role editor half-checks parents). `rows` are the enabled
 * entries; an entry under a disabled directory has no reachable parent and is dropped later.
 */
export function visibleMenus<R extends Pick<TMenuRow, 'id' | 'parentId'>>(
  rows: R[],
  granted: Set<number>,
): R[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keep = new Set<number>();
  for (const id of granted) {
    let row = byId.get(id);
    while (row && !keep.has(row.id)) {
      keep.add(row.id);
      row = row.parentId === null ? undefined : byId.get(row.parentId);
    }
  }
  return rows.filter((r) => keep.has(r.id));
}

/**
 * The classic shell's path for an inner link: scheme and `www.` dropped, dots and colons become
 * slashes (https://www.example.com/docs → example/com/docs); query and fragment are left out.
 */
export function innerLinkPath(link: string): string {
  return link
    .replace(/[?#].*$/, '')
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/[.:]/g, '/')
    .replace(/\/{2,}/g, '/')
    .replace(/^\/|\/$/g, '');
}

/** Capitalised words of path segments: ['g05', 'index'] → 'G05Index'. */
export function routeName(segments: string[]): string {
  const words = segments.flatMap((s) => s.split(/[^A-Za-z0-9]+/)).filter(Boolean);
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('') || 'Route';
}

function parseQuery(raw: string | null): Record<string, unknown> | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** A page of this portal: one leading slash (two start a protocol-relative address). */
const isPortalPath = (link: string) => link.startsWith('/') && !link.startsWith('//');

/**
 * A menu link as the browser needs it. A link starting with a single '/' is a page of this portal
 * and stays a path: the browser puts it on the address it is using, so the page framed in the back
 * office has the back office's own origin (its frame-ancestors 'self' allows exactly that), however
 * the portal is reached. Other links are kept as they are.
 */
export function resolveMenuLink(link: string | null | undefined): string | null {
  const value = link?.trim();
  return value ? value : null;
}

type TNaming = { own: string; chain: string[] };
type TContext = {
  children: Map<number | null, TMenuRow[]>;
  locale: TLocale;
  /** Naming input of every route except the wrappers, in tree order. */
  named: [TRouter, TNaming][];
  /** Layout wrappers of top-level screens, with the screen they wrap. */
  wrappers: [TRouter, TRouter][];
};

function metaOf(row: TMenuRow, locale: TLocale, link: string | null): TRouterMeta {
  const title = locale === 'en' ? row.titleEn || row.titleZh : row.titleZh;
  const meta: TRouterMeta = { title, icon: row.icon ?? '', noCache: row.noCache, link };
  if (row.activeMenu) meta.activeMenu = row.activeMenu;
  if (row.affix) meta.affix = true;
  if (!row.breadcrumb) meta.breadcrumb = false;
  return meta;
}

function withQuery(route: TRouter, row: TMenuRow): TRouter {
  const query = parseQuery(row.query);
  return query ? { ...route, query } : route;
}

/** A top-level screen sits inside the shell: a Layout parent with the screen as its only child. */
function wrap(ctx: TContext, screen: TRouter, hidden: boolean): TRouter {
  const wrapper: TRouter = { name: '', path: '/', hidden, component: LAYOUT, children: [screen] };
  ctx.wrappers.push([wrapper, screen]);
  return wrapper;
}

function convert(ctx: TContext, row: TMenuRow, chain: string[]): TRouter {
  const isTop = row.parentId === null;
  const link = resolveMenuLink(row.link);
  // Paths come from the link as stored, so a portal page's route does not change with the host.
  const linkPath = link ? innerLinkPath(row.link!.trim()) : '';
  const isInner = !!link && row.component === INNER_LINK && (HTTP.test(link) || isPortalPath(link));
  const isExternal = !!link && !isInner && EXTERNAL.test(link);

  if (isInner) {
    const path = linkPath;
    const screen: TRouter = withQuery(
      {
        name: '',
        path,
        hidden: isTop ? false : row.hidden,
        component: INNER_LINK,
        meta: metaOf(row, ctx.locale, link),
      },
      row,
    );
    ctx.named.push([screen, { own: path, chain: [...chain, path] }]);
    return isTop ? wrap(ctx, screen, row.hidden) : screen;
  }
  if (isExternal) {
    // The shell opens it in a new tab; the path is the address itself.
    const own = linkPath;
    const route: TRouter = withQuery(
      {
        name: '',
        path: link,
        hidden: row.hidden,
        component: row.component || LAYOUT,
        meta: metaOf(row, ctx.locale, link),
      },
      row,
    );
    ctx.named.push([route, { own, chain: [...chain, own] }]);
    return route;
  }
  const segment = row.path.replace(/^\/+/, '');
  if (row.type === 'M') {
    const route: TRouter = withQuery(
      {
        name: '',
        path: isTop ? `/${segment}` : segment,
        hidden: row.hidden,
        component: row.component || (isTop ? LAYOUT : PARENT_VIEW),
        meta: metaOf(row, ctx.locale, null),
      },
      row,
    );
    ctx.named.push([route, { own: segment, chain: [...chain, segment] }]);
    const kids = (ctx.children.get(row.id) ?? []).map((k) => convert(ctx, k, [...chain, segment]));
    // Mutated in place: the naming pass holds this object.
    if (kids.length) {
      route.redirect = 'noRedirect';
      if (row.alwaysShow) route.alwaysShow = true;
      route.children = kids;
    }
    return route;
  }
  // A screen ('C'). Without a component key it falls back to Layout, as the classic shell does.
  const screen: TRouter = withQuery(
    {
      name: '',
      path: segment,
      hidden: isTop ? false : row.hidden,
      component: row.component || LAYOUT,
      meta: metaOf(row, ctx.locale, null),
    },
    row,
  );
  ctx.named.push([screen, { own: segment, chain: [...chain, segment] }]);
  return isTop ? wrap(ctx, screen, row.hidden) : screen;
}

/**
 * Names are the capitalised path, unique across the tree: a path used by several entries (two
 * `index` screens under g01 and g05) names each of them with its parents' paths instead
 * (G01Index, G05Index), so no entry depends on which one came first; any leftover clash gets a
 * number. Wrappers are named after their screen.
 */
function assignNames(ctx: TContext): void {
  const baseCount = new Map<string, number>();
  for (const [, n] of ctx.named) {
    const base = routeName([n.own]);
    baseCount.set(base, (baseCount.get(base) ?? 0) + 1);
  }
  const used = new Set<string>();
  const claim = (wanted: string): string => {
    let name = wanted;
    for (let i = 2; used.has(name); i++) name = `${wanted}${i}`;
    used.add(name);
    return name;
  };
  for (const [route, n] of ctx.named) {
    const base = routeName([n.own]);
    route.name = claim(baseCount.get(base)! > 1 ? routeName(n.chain) : base);
  }
  for (const [wrapper, screen] of ctx.wrappers) wrapper.name = claim(`${screen.name}Layout`);
}

/**
 * Drops directories with no screen anywhere below them: the function groups are registered
 * ahead of their screens, and an empty group must not show up in anyone's menu.
 */
export function withoutEmptyDirectories(rows: TMenuRow[]): TMenuRow[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keep = new Set<number>();
  for (const r of rows) {
    if (r.type !== 'C') continue;
    for (
      let at: TMenuRow | undefined = r;
      at && !keep.has(at.id);
      at = at.parentId == null ? undefined : byId.get(at.parentId)
    ) {
      keep.add(at.id);
    }
  }
  return rows.filter((r) => keep.has(r.id));
}

/**
 * Converts the menu entries a user may see into the route tree of the classic admin shell
 * (SHELL-BEHAVIOUR.md "Routing"): top-level directories → Layout with '/'+path; nested
 * directories → ParentView; a top-level screen → a Layout parent wrapping it; InnerLink entries
 * → iframe routes whose path derives from the link; other http(s)/mailto/tel links → external
 * entries whose path is the link. Links starting with '/' are pages of this portal, kept as
 * paths ({@link resolveMenuLink}). Buttons ('F') and entries without a reachable parent are
 * left out; siblings are ordered by sort, then id.
 */
export function buildRouters(rows: TMenuRow[], locale: TLocale): TRouter[] {
  const shown = rows.filter((r) => r.type === 'M' || r.type === 'C');
  const children = new Map<number | null, TMenuRow[]>();
  for (const r of shown) {
    const list = children.get(r.parentId) ?? [];
    list.push(r);
    children.set(r.parentId, list);
  }
  for (const list of children.values()) list.sort((a, b) => a.sort - b.sort || a.id - b.id);
  const ctx: TContext = { children, locale, named: [], wrappers: [] };
  const tree = (children.get(null) ?? []).map((r) => convert(ctx, r, []));
  assignNames(ctx);
  return tree;
}
