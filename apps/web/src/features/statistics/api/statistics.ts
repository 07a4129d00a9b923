import type { TStatDashboard, TStatPeriodKind } from '@rcwb/shared';
import { api } from '@/lib/api';

/** What the dashboard is filtered to (the server's ZStatQuery). */
export type StatView = {
  period: TStatPeriodKind;
  from: string;
  to?: string;
  city?: string;
  district?: string;
  industry?: string;
};

export const STATISTICS_KEY = 'statistics';
export const STATISTICS_EXPORT_URL = '/statistics/export';

/** The figures of a view (server: modules/statistics/statistics.routes.ts). */
export const getDashboard = (view: StatView, signal?: AbortSignal) =>
  api.get<TStatDashboard>('/statistics/dashboard', view, { signal });

/** The view as query parameters: empty filters left out. */
export const viewParams = (view: StatView): Record<string, string> =>
  Object.fromEntries(Object.entries(view).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string
  >;
