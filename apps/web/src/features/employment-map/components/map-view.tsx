import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { ChoroplethMap, type TPointLayer } from '@/components/map/choropleth-map';
import type { TRegionGeo } from '@/components/map/region-geo';
import { useSettings } from '@/stores/settings-store';
import { MAP_TILE_URL } from '../lib/tiles-config';

// A URL, not the data: the outlines are fetched with this page, never bundled into a chunk. An
// asset URL of its own (the same file as the place map's): importing the place map's `?url`
// module would split that one-line module out of the job and company pages' chunks.
const regionGeoUrl = new URL('../../../components/map/region-350000.geo.json', import.meta.url).href;

const geoQuery = {
  queryKey: ['region-geo', regionGeoUrl],
  queryFn: async (): Promise<TRegionGeo> => {
    const r = await fetch(regionGeoUrl);
    if (!r.ok) throw new Error(`map outlines: HTTP ${r.status}`);
    return (await r.json()) as TRegionGeo;
  },
  staleTime: Infinity,
};

/**
 * The picture of the map: districts filled by their (or their city's) published jobs, the
 * area shown fitted, organisation and fair points. A map that cannot load says so; the figures
 * stay in the table.
 */
export function MapView({
  label,
  fitTo,
  highlight,
  fillOf,
  onAreaClick,
  pointLayers,
}: {
  label: string;
  fitTo?: string;
  highlight?: string;
  fillOf: (code: string, city: string) => string | undefined;
  onAreaClick: (code: string, city: string) => void;
  pointLayers: TPointLayer[];
}) {
  const { t } = useTranslation();
  const dark = useSettings((s) => s.darkMode);
  const geo = useQuery(geoQuery);
  if (geo.isError) return <p role="alert">{t('mapUi.loadFailed')}</p>;
  if (!geo.data) return <p aria-busy="true">{t('app.loading')}</p>;
  return (
    <ChoroplethMap
      geo={geo.data}
      label={label}
      dark={dark}
      height={400}
      fitTo={fitTo}
      highlight={highlight}
      fillOf={fillOf}
      onAreaClick={onAreaClick}
      pointLayers={pointLayers}
      tileUrl={MAP_TILE_URL || undefined}
    />
  );
}
