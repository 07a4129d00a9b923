import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type AreaNode = { value: string; label: string; children?: AreaNode[] };

/** GET /web-auth/getAreaData: the whole area tree (the server lets caches keep it five minutes). */
export const areaQuery = (locale: string) =>
  queryOptions({
    queryKey: ['area', locale],
    queryFn: ({ signal }) =>
      api.get<AreaNode[]>('/web-auth/getAreaData', undefined, { isToken: false, showError: false, signal }),
    staleTime: 5 * 60_000,
  });
