import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { homeKey } from '@/lib/live-queries';
import type { CountData, HomeData } from './home-types';

export const homeDataQuery = queryOptions({
  queryKey: [...homeKey, 'data'],
  // The screen shows its own error state with a retry button, so no toast on top of it.
  queryFn: ({ signal }) =>
    api.get<HomeData>('/web-auth/getHomeData', undefined, { signal, showError: false }),
});

export const countDataQuery = queryOptions({
  queryKey: [...homeKey, 'counts'],
  queryFn: ({ signal }) =>
    api.get<CountData>('/web-auth/getCountData', undefined, { signal, showError: false }),
});
