import { useMemo } from 'react';
import type { MarketQuery } from '../api/market';
import { MARKET_FILTER_KEYS, MARKET_PAGE_SIZE, type MarketSearch, type TPoint } from '../lib/market-search';

/** About a metre: finer figures only make the query key change as the browser's fix jitters. */
const round = (v: number) => Math.round(v * 1e5) / 1e5;

/**
 * What the market routes are asked: the filters, the page, and the point when there is one (the
 * cards then show distances). Nearest first needs a point: without one (location refused, no
 * district chosen yet) the newest come first.
 */
export function useMarketQuery(search: MarketSearch, origin: TPoint | undefined): MarketQuery {
  const lat = origin ? round(origin.lat) : undefined;
  const lng = origin ? round(origin.lng) : undefined;
  return useMemo(() => {
    const query: MarketQuery = { page: search.page, limit: MARKET_PAGE_SIZE };
    for (const key of MARKET_FILTER_KEYS) {
      if (key === 'date' && search.tab !== 'gigs') continue;
      const value = search[key];
      if (value) query[key] = value;
    }
    if (lat !== undefined && lng !== undefined) Object.assign(query, { lat, lng });
    query.sort = search.sort === 'distance' && lat !== undefined ? 'distance' : 'newest';
    return query;
  }, [search, lat, lng]);
}
