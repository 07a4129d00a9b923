import { queryOptions } from '@tanstack/react-query';
import type { TPublicNoticeEntry } from '@rcwb/shared';
import { api } from '@/lib/api';

/** The talent programs' public notices (公示): entries on notice now or made final. */
export const programNoticesQuery = (page: number, locale: string) =>
  queryOptions({
    queryKey: ['program-notices', page, locale],
    queryFn: ({ signal }) =>
      api.page<TPublicNoticeEntry>(
        '/public/program-notices',
        { page, limit: 10 },
        { isToken: false, showError: false, signal },
      ),
  });
