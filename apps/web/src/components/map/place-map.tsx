import { type RefObject, Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useSettings } from '@/stores/settings-store';
import { MapFailed, fetchRegionGeo } from './map-loading';
import { placePoint } from './region-geo';
import styles from './place-map.module.css';

const LazyPlaceMap = lazy(async () => {
  const [{ RegionMap }, regionGeo] = await Promise.all([import('./region-map'), fetchRegionGeo()]);
  function Drawn({ area, lat, lng, name, label }: PlaceMapProps & { label: string }) {
    const dark = useSettings((s) => s.darkMode);
    const point = useMemo(
      () => placePoint(regionGeo, area, { lat: lat ?? null, lng: lng ?? null }),
      [area, lat, lng],
    );
    const points = useMemo(() => (point ? [{ name, lngLat: point.lngLat }] : []), [point, name]);
    return (
      <RegionMap
        geo={regionGeo}
        points={points}
        highlight={area ?? undefined}
        focus={area ?? undefined}
        label={label}
        dark={dark}
      />
    );
  }
  return { default: Drawn };
});

/**
 * True once the element is near the window (200 px ahead). The map sits below a
 * posting's description: its code and outlines are fetched only when the reader gets close to it,
 * so they never count in the first load of a page whose map is below the window. Without
 * IntersectionObserver it is drawn at once.
 */
function useNearWindow(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

export type PlaceMapProps = {
  /** The place's area code (district, city or province). */
  area: string | null;
  /** Exact coordinates when known (an organisation's Gb01 lat/lng); else the district's centre. */
  lat?: number | null;
  lng?: number | null;
  /** The place's name on the map's point (the organisation or the posting). */
  name: string;
  /** The address as text: always shown beside the map, which is a picture of it. */
  address: string;
};

/**
 * The address of a place and a map of the region's districts with its point. The map and its
 * outlines load on their own after the page, so they never weigh on a page's first load.
 */
export function PlaceMap(props: PlaceMapProps) {
  const { t } = useTranslation();
  const label = t('map.placeLabel', { address: props.address });
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearWindow(ref);
  return (
    <div className={styles.place} ref={ref}>
      <p className={styles.address} data-testid="place-address">
        {props.address}
      </p>
      <MapFailed>
        {near ? (
          <Suspense fallback={<div className={styles.pending} aria-hidden="true" />}>
            <LazyPlaceMap {...props} label={label} />
          </Suspense>
        ) : (
          <div className={styles.pending} aria-hidden="true" />
        )}
      </MapFailed>
    </div>
  );
}
