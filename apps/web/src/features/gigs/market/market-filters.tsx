import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { GIG_CATEGORIES, GIG_PAY_UNITS } from '@rcwb/shared';
import { FilterBar, type FilterField } from '@/components/portal-kit';
import type { MarketSearch } from '../lib/market-search';
import { type RegionCity, useRegionAreas } from './use-region-areas';

/** The region's cities, each followed by its districts (indented), for one native select. */
export const regionAreaOptions = (cities: readonly RegionCity[]) =>
  cities.flatMap((city) => [
    { value: city.value, label: city.label },
    ...city.districts.map((d) => ({ value: d.value, label: `\u00a0\u00a0\u00a0\u00a0${d.label}` })),
  ]);

const KEYS = ['category', 'area', 'payUnit', 'date'] as const;

/** The market's filters; the date (a day the gig runs on) only on the gigs tab. */
export function MarketFilters({
  search,
  onApply,
}: {
  search: MarketSearch;
  onApply: (change: Partial<MarketSearch>) => void;
}) {
  const { t } = useTranslation();
  const { cities } = useRegionAreas();
  const fields = useMemo<FilterField[]>(
    () => [
      {
        key: 'category',
        labelKey: 'gigMarket.filter.category',
        type: 'select',
        options: GIG_CATEGORIES.map((c) => ({ value: c, label: t(`gigMarket.category.${c}`) })),
      },
      { key: 'area', labelKey: 'gigMarket.filter.area', type: 'select', options: regionAreaOptions(cities) },
      {
        key: 'payUnit',
        labelKey: 'gigMarket.filter.payUnit',
        type: 'select',
        options: GIG_PAY_UNITS.map((u) => ({ value: u, label: t(`gigMarket.payUnit.${u}`) })),
      },
      ...(search.tab === 'gigs'
        ? [{ key: 'date', labelKey: 'gigMarket.filter.date', type: 'date' } as const]
        : []),
    ],
    [t, cities, search.tab],
  );
  const keys = KEYS.filter((k) => fields.some((f) => f.key === k));
  const values = Object.fromEntries(keys.map((k) => [k, search[k] ?? '']));
  return (
    <FilterBar
      // Keyed by the URL's filters, so going back in history shows that entry's choices, and by
      // the options, so a value from the URL is selected once its dictionary has loaded.
      key={JSON.stringify([values, cities.length, search.tab])}
      fields={fields}
      values={values}
      onApply={(v) => onApply(Object.fromEntries(keys.map((k) => [k, v[k] || undefined])))}
    />
  );
}
