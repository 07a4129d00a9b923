import '../i18n-scope';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PORTAL_REGION } from '@rcwb/shared';
import { kit } from '@/components/portal-kit';
import type { TPointLayer } from '@/components/map/choropleth-map';
import { mapAreasQuery, mapFairsQuery, mapGigsQuery, mapOrgsQuery } from '../api/map';
import { DistrictPanel } from '../components/district-panel';
import { FiguresTable } from '../components/figures-table';
import { MapLegend } from '../components/map-legend';
import { MapView } from '../components/map-view';
import { colourOf, legendClasses } from '../lib/choropleth';
import { choroplethArea, cityOf, countsByChild, levelOf, parseMapArea, trail } from '../lib/map-area';
import { useAreaNames } from '../lib/use-area-names';
import styles from '../employment-map.module.css';
import { numberFormat } from '@/lib/format/intl';

/**
 * The map's point layers, drawn in this order (a later one on top). Each has a toggle; another
 * kind of point is one more entry here and one more query below.
 */
const LAYERS = [
  { key: 'orgs', colour: '#c2410c', clusterRadius: 16 },
  { key: 'gigs', colour: '#6d28d9', clusterRadius: 12 },
  { key: 'fairs', colour: '#15803d', clusterRadius: 10 },
] as const;
type TLayerKey = 'postings' | (typeof LAYERS)[number]['key'];

/**
 * /recruitment/employmentMap: the region's published jobs per city and district on a map drawn
 * from the district outlines (no tile server), zoomed province → city → district through the URL
 * (`?area=`), with employers' and fairs' points, a district's figures and a search of its jobs.
 * The same figures are in a table for keyboard and screen-reader users.
 */
export function EmploymentMapPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const area = parseMapArea(params.get('area'));
  const level = levelOf(area);
  const parent = choroplethArea(area);
  const names = useAreaNames();
  const [shown, setShown] = useState<Record<TLayerKey, boolean>>({
    postings: true,
    orgs: true,
    gigs: true,
    fairs: true,
  });

  const counts = useQuery(mapAreasQuery(parent));
  const orgs = useQuery({ ...mapOrgsQuery(area), enabled: shown.orgs });
  const fairs = useQuery({ ...mapFairsQuery(area), enabled: shown.fairs });
  // The gigs of the whole table's area: its rows count them per child area.
  const gigs = useQuery({ ...mapGigsQuery(parent), enabled: shown.gigs });

  // Every child area (with or without postings), in dictionary order.
  const byCode = new Map((counts.data?.areas ?? []).map((a) => [a.code, a.n]));
  const childCodes = names.children(parent);
  // Codes the dictionary does not list under the area (a posting placed at the city itself) too.
  const codes = [...childCodes, ...[...byCode.keys()].filter((c) => !childCodes.includes(c))];
  const rows = codes.map((code) => ({ code, n: byCode.get(code) ?? 0 }));
  const classes = legendClasses(rows.map((r) => r.n));
  const colourByCode = new Map(rows.map((r) => [r.code, colourOf(classes, r.n)]));

  const gigsShown = (gigs.data ?? []).filter((g) => level !== 'district' || g.area === area);
  const gigsByArea = countsByChild(gigs.data ?? [], level);
  const pointsOf = (key: (typeof LAYERS)[number]['key']) => {
    if (key === 'orgs')
      return (orgs.data ?? []).map((o) => ({
        name: `${o.name} · ${t('mapUi.district.jobs', { n: o.n })}${o.precision === 'district' ? ` ${t('mapUi.approximate')}` : ''}`,
        lngLat: [o.lng, o.lat] as [number, number],
      }));
    if (key === 'gigs')
      return gigsShown.map((g) => ({
        name: t('mapUi.gigPoint', {
          title: g.name,
          amount: g.payAmount,
          unit: t(`mapUi.payUnit.${g.payUnit}`),
        }),
        lngLat: [g.lng, g.lat] as [number, number],
      }));
    return (fairs.data ?? []).map((f) => ({ name: f.name, lngLat: [f.lng, f.lat] as [number, number] }));
  };
  const pointLayers: TPointLayer[] = LAYERS.filter((l) => shown[l.key]).map((l) => ({
    ...l,
    points: pointsOf(l.key),
  }));

  const go = (code: string) => void navigate({ search: `?area=${code}` });
  const format = numberFormat(i18n.language);
  const areaName = names.name(area);
  const parentName = names.name(parent);

  return (
    <div className={kit.page}>
      <header className={kit.pageHeader}>
        <h1 className={kit.title}>{t('mapUi.title')}</h1>
        <p className={kit.lead}>{t('mapUi.lead')}</p>
      </header>
      <nav aria-label={t('mapUi.breadcrumb')}>
        <ol className={styles.crumbs}>
          {trail(area).map((code) => (
            <li key={code}>
              {code === area ? (
                <span aria-current="page">{names.name(code)}</span>
              ) : (
                <Link to={{ search: code === PORTAL_REGION ? '' : `?area=${code}` }}>{names.name(code)}</Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.layout}>
        <section aria-labelledby="map-total">
          <fieldset className={styles.layers}>
            <legend>{t('mapUi.layers')}</legend>
            {(['postings', ...LAYERS.map((l) => l.key)] as TLayerKey[]).map((key) => (
              <label key={key}>
                <input
                  type="checkbox"
                  checked={shown[key]}
                  onChange={(e) => setShown((s) => ({ ...s, [key]: e.target.checked }))}
                />{' '}
                {t(`mapUi.layer.${key}`)}
              </label>
            ))}
          </fieldset>
          <p id="map-total" role="status" data-testid="map-total">
            {counts.data
              ? t('mapUi.total', { n: format.format(counts.data.total), area: parentName })
              : t('app.loading')}
          </p>
          <div className={styles.mapBox}>
            <MapView
              label={t('mapUi.mapLabel', { area: areaName })}
              fitTo={level === 'province' ? undefined : level === 'city' ? area : cityOf(area)}
              highlight={level === 'district' ? area : undefined}
              fillOf={(code, city) =>
                shown.postings ? colourByCode.get(level === 'province' ? city : code) : undefined
              }
              onAreaClick={(code, city) => go(level === 'province' ? city : code)}
              pointLayers={pointLayers}
            />
          </div>
          {shown.postings && <MapLegend classes={classes} />}
          <p className={kit.muted} data-testid="map-points-shown">
            {[
              shown.orgs && orgs.data && t('mapUi.orgsShown', { n: format.format(orgs.data.length) }),
              shown.gigs && gigs.data && t('mapUi.gigsShown', { n: format.format(gigsShown.length) }),
              shown.fairs && fairs.data && t('mapUi.fairsShown', { n: format.format(fairs.data.length) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </section>
        <div>
          {level === 'district' ? (
            <DistrictPanel area={area} name={areaName} />
          ) : (
            level === 'city' && (
              <p>
                <Link to={{ search: '' }}>{t('mapUi.back', { area: names.name(PORTAL_REGION) })}</Link>
              </p>
            )
          )}
          {shown.fairs && fairs.data && fairs.data.length > 0 && (
            <section className={kit.panel} style={{ marginTop: 16 }} aria-labelledby="fairs-title">
              <h2 id="fairs-title" className={kit.cardTitle}>
                {t('mapUi.fairs.title')}
              </h2>
              <ul className={styles.orgList}>
                {fairs.data.map((f) => (
                  <li key={f.id}>
                    {f.name} <span className={kit.muted}>{names.name(f.area)}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
      <FiguresTable
        caption={t('mapUi.table.caption', { area: parentName })}
        rows={rows}
        current={level === 'district' ? area : undefined}
        nameOf={names.name}
        gigs={shown.gigs ? gigsByArea : undefined}
      />
    </div>
  );
}
