import type { TRole } from '../permissions';

/** A title in both languages of the portal. */
export type TTitles = { readonly en: string; readonly 'zh-CN': string };

/**
 * A button (menu type F) a screen offers: holding its permission shows the button and passes the
 * API calls behind it. Its menu key is `<screen key>:<action>`.
 */
export type TButtonDef = {
  readonly action: string;
  readonly perm: string;
  readonly titles: TTitles;
  readonly sort?: number;
  /** Who holds the button when it differs from the screen's roles (one screen, two audiences). */
  readonly roles?: readonly TRole[];
};

type TCommon = {
  /** Stable key: the menu row's key, the key of `screenPath`, and the docs' route key. */
  readonly key: string;
  readonly titles: TTitles;
  /** The server module whose API serves the screen (for docs/screens.md). */
  readonly api?: string;
  /**
   * Permissions the screen's calls need that no menu row grants by itself (declared so that a
   * guard naming them type-checks); they are granted through the screen's or a button's row.
   */
  readonly apiPerms?: readonly string[];
};

/**
 * A back-office menu node: a group or directory ('M') or a screen ('C') inside the layout. The
 * server writes one menu row per node and per button; `roles` are the code-defined roles linked
 * to those rows, `perm` the permission the screen's row grants (and that opens it).
 */
export type TMenuScreenDef = TCommon & {
  readonly layout: 'layout';
  readonly type: 'M' | 'C';
  /** Key of the group or directory it sits in; none for a top-level group. */
  readonly parent?: string;
  /** Path pattern under the parent ('g050103', 'g050101/detail/:id/:title'). */
  readonly path?: string;
  /** Screen registry key of the web app ('g050103/index'), or 'InnerLink'. */
  readonly component?: string;
  readonly link?: string;
  readonly icon?: string;
  readonly sort?: number;
  readonly hidden?: boolean;
  readonly noCache?: boolean;
  readonly alwaysShow?: boolean;
  /** Key of the screen whose menu item stays lit while this hidden screen is open. */
  readonly activeMenu?: string;
  readonly query?: Readonly<Record<string, string>>;
  readonly perm?: string;
  readonly roles: readonly TRole[];
  readonly buttons?: readonly TButtonDef[];
};

/**
 * A standalone screen (SPEC §2.2): a full page outside the layout, for signed-in users, opened
 * when the holder has any of `permissions` (none: every signed-in user). `module` is the web
 * route module that renders it.
 */
export type TStandaloneScreenDef = TCommon & {
  readonly layout: 'standalone';
  /** Full path pattern under the app's base ('g050102/add/:id/:type'). */
  readonly path: string;
  readonly permissions?: readonly string[];
  /** The web module (under apps/web/src) and its export that render the page. */
  readonly module: { readonly file: string; readonly export: string };
  /** The back-office screen the page belongs to (its breadcrumb). */
  readonly from?: string;
};

export type TScreenDef = TMenuScreenDef | TStandaloneScreenDef;
