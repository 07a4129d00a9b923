import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Live counts for the public home; keys grow over time (persons, organisations, …). */
export type PortalStats = { counts: Record<string, number> };

export const getPortalStats = (signal?: AbortSignal) =>
  // Public data: no token (a stale one must not raise the session dialog); errors show inline.
  api.get<PortalStats>('/portal/stats', undefined, { isToken: false, signal, showError: false });

export const portalStatsQuery = queryOptions({
  queryKey: ['portal', 'stats'],
  queryFn: ({ signal }) => getPortalStats(signal),
  staleTime: 60_000,
});
