import type { TMessageView } from '@rcwb/shared';

/** The shapes of GET /web-auth/getCountData and getHomeData (docs/api.md; server modules/home). */
export type Audience = 'staff' | 'person' | 'org' | 'expert';

export type HomeCard = { key: string; value: number; unit: 'count' | 'bytes' | 'percent'; link?: string };

export type ChartPoint = { x: string; value: number };
export type ChartSeries = { key: string; points: ChartPoint[] };
export type HomeChart = {
  key: string;
  kind: 'line' | 'bar' | 'pie';
  axis: 'date' | 'category';
  stacked?: boolean;
  series: ChartSeries[];
};

export type CountData = { audience: Audience; cards: HomeCard[] };

export type HomeData = {
  audience: Audience;
  infoPerfect: '1' | '2';
  charts: HomeChart[];
  lists: { messages: TMessageView[] } & Record<string, unknown[]>;
};
