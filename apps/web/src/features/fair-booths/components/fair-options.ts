import type { OptionsQuery } from '@/components/resource';
import { FAIR_BOOTHS_KEY, listFairOptions } from '../api/fair-booths';

/** The fairs of the lists' filter (every fair but drafts, newest first). */
export const fairOptionsQuery: OptionsQuery = {
  queryKey: [FAIR_BOOTHS_KEY, 'fair-options'],
  queryFn: async ({ signal }) =>
    (await listFairOptions(signal)).map((f) => ({ value: String(f.id), label: f.title })),
  staleTime: 60_000,
};
