import type { TMessageView } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import type { TSessionUser } from '../../core/session-user';

/** Who a dashboard is for; decided by the account's user type. */
export type TAudience = 'staff' | 'person' | 'org' | 'expert';

/**
 * One figure on the dashboard. The web labels it with the i18n key `home.card.<key>` and formats
 * it by `unit`. `link` is only present when the caller can open that screen.
 */
export type TCard = { key: string; value: number; unit: 'count' | 'bytes' | 'percent'; link?: string };

/** A point of a chart: `x` is a day (YYYY-MM-DD) on date axes, a category key otherwise. */
export type TPoint = { x: string; value: number };

/** One line, bar group or pie of a chart; labelled `home.series.<key>` on the web. */
export type TSeries = { key: string; points: TPoint[] };

/** A chart: labelled `home.chart.<key>`; category axes label their keys `home.category.<x>`. */
export type TChart = {
  key: string;
  kind: 'line' | 'bar' | 'pie';
  axis: 'date' | 'category';
  stacked?: boolean;
  series: TSeries[];
};

/**
 * Answer of GET /web-auth/getHomeData. New modules add cards, charts or list entries through
 * contributors; the shape itself never changes. `lists` holds named lists of rows, so a later
 * module adds e.g. `lists.deliveries` without touching the others.
 */
export type THomeData = {
  audience: TAudience;
  /** SPEC §3 infoPerfect of the caller: '1' complete, '2' incomplete. */
  infoPerfect: '1' | '2';
  charts: TChart[];
  lists: { messages: TMessageView[] } & Record<string, unknown[]>;
};

/** Answer of GET /web-auth/getCountData: the cards alone, cheap enough to refresh often. */
export type TCountData = { audience: TAudience; cards: TCard[] };

export type THomeContext = { deps: TDeps; user: TSessionUser; audience: TAudience };

/** A card before its link is resolved: `menu` names the screen's component key (e.g. 'g300101/index'). */
export type TCardDef = Omit<TCard, 'link'> & { menu?: string };

/**
 * What a module contributes to the home dashboards. Each part runs only for the listed audiences;
 * one that fails is logged and left out rather than failing the whole dashboard.
 */
export type THomeContributor = {
  key: string;
  audiences: readonly TAudience[];
  cards?: (ctx: THomeContext) => Promise<TCardDef[]>;
  charts?: (ctx: THomeContext) => Promise<TChart[]>;
  /** Named lists of rows for the home page (e.g. `{ deliveries: [...] }`); names must be unique. */
  lists?: (ctx: THomeContext) => Promise<Record<string, unknown[]>>;
};
