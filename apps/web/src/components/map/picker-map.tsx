import { useMemo } from 'react';
import { type GeoPermissibleObjects, geoContains } from 'd3-geo';
import { RegionMap } from './region-map';
import type { TLngLat, TRegionGeo } from './region-geo';

export type PickerMapProps = {
  geo: TRegionGeo;
  /** The organisation's region (district or city): the map is fitted to its city. */
  area: string | null;
  point: TLngLat | null;
  name: string;
  label: string;
  dark: boolean;
  onPick: (lngLat: TLngLat) => void;
};

/** The district a point lies in, by the shipped outlines. */
export function districtAt(geo: TRegionGeo, lngLat: TLngLat) {
  return geo.features.find((f) => geoContains(f as GeoPermissibleObjects, lngLat));
}

/**
 * The region map as a point picker: a click sets the point, the district it fell in is
 * highlighted and named below the map.
 */
export default function PickerMap({ geo, area, point, name, label, dark, onPick }: PickerMapProps) {
  const district = useMemo(() => (point ? districtAt(geo, point) : undefined), [geo, point]);
  const points = useMemo(() => (point ? [{ name, lngLat: point }] : []), [name, point]);
  return (
    <>
      <RegionMap
        geo={geo}
        points={points}
        highlight={district?.properties.code ?? area ?? undefined}
        focus={area ?? undefined}
        label={label}
        dark={dark}
        height={300}
        onPick={onPick}
      />
      <p aria-live="polite" data-testid="picked-district">
        {district?.properties.name ?? ''}
      </p>
    </>
  );
}
