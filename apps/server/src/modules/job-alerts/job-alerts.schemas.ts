import { z } from 'zod';
import { ZJobSearch } from '../job-search';

/** At most this many alerts per person. */
export const MAX_ALERTS = 20;

/**
 * What an alert saves: the public search's own fields (validated by its own schema), without
 * the page being looked at.
 */
export const ZAlertFilters = ZJobSearch.omit({ page: true, limit: true });
export type TAlertSearch = z.infer<typeof ZAlertFilters>;

const ZName = z.string().trim().min(1, 'alerts.nameLength').max(40, 'alerts.nameLength');

export const ZAddAlert = z.object({
  /** Blank: a readable summary of the search is used. */
  name: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), ZName.optional()),
  filters: ZAlertFilters,
});

export const ZEditAlert = z
  .object({ name: ZName.optional(), enabled: z.boolean().optional() })
  .refine((v) => v.name !== undefined || v.enabled !== undefined, 'alerts.nameLength');

/** The saved form of a search: only the fields that are set, sort left out when it is the default. */
export function storedFilters(f: TAlertSearch): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(f))
    if (value !== undefined && value !== '' && !(key === 'sort' && value === 'relevance')) out[key] = value;
  return out;
}

export type TAddAlert = z.infer<typeof ZAddAlert>;
export type TEditAlert = z.infer<typeof ZEditAlert>;
