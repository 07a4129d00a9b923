import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { type MarketSearch, isDistrict } from '../lib/market-search';
import type { BrowserLocation } from '../lib/use-browser-location';
import { useRegionAreas } from './use-region-areas';

/**
 * Where distances are measured from: the visitor's location (asked for only when chosen) or a
 * district's centre, grouped by city. A refusal or a browser without location is said in words
 * next to the picker, which then offers the districts.
 */
export function DistanceOrigin({
  search,
  location,
  onChange,
}: {
  search: MarketSearch;
  location: BrowserLocation;
  onChange: (near: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  // Only districts whose centre is known can be measured from.
  const groups = useRegionAreas()
    .cities.map((city) => ({ city, districts: city.districts.filter((d) => isDistrict(d.value)) }))
    .filter((g) => g.districts.length > 0);
  const value = search.near ?? (search.sort === 'distance' ? 'here' : '');
  const refused = value === 'here' && (location.state === 'denied' || location.state === 'unavailable');
  return (
    <>
      <label htmlFor={id}>
        {t('gigMarket.near.label')}{' '}
        <select
          id={id}
          className="ui-select"
          value={value}
          onChange={(e) => onChange(e.target.value || undefined)}
          data-testid="distance-origin"
        >
          {search.sort !== 'distance' && <option value="">{t('gigMarket.near.none')}</option>}
          <option value="here">{t('gigMarket.near.here')}</option>
          {groups.map((g) => (
            <optgroup key={g.city.value} label={g.city.label}>
              {g.districts.map((d) => (
                <option key={d.value} value={d.value}>
                  {d.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      {value === 'here' && location.state === 'asking' && (
        <p role="status" data-testid="locating">
          {t('gigMarket.locating')}
        </p>
      )}
      {refused && (
        <p role="alert" className="ui-alert warning" data-testid="location-refused">
          {t(location.state === 'denied' ? 'gigMarket.locationDenied' : 'gigMarket.locationUnavailable')}{' '}
          {search.sort === 'distance' && t('gigMarket.newestMeanwhile')}
        </p>
      )}
    </>
  );
}
