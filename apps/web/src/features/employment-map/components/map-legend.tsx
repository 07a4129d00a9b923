import { useTranslation } from '@/lib/i18n';
import { NONE, type TLegendClass } from '../lib/choropleth';
import styles from '../employment-map.module.css';
import { numberFormat } from '@/lib/format/intl';

/** The choropleth's classes as swatches with their ranges (text, so it reads without colour). */
export function MapLegend({ classes }: { classes: TLegendClass[] }) {
  const { t, i18n } = useTranslation();
  const format = numberFormat(i18n.language);
  return (
    <ul className={styles.legend} aria-label={t('mapUi.legend')} data-testid="map-legend">
      <li>
        <strong>{t('mapUi.legend')}</strong>
      </li>
      <li>
        <span className={styles.swatch} style={{ background: NONE }} aria-hidden="true" />
        {t('mapUi.legend.none')}
      </li>
      {classes.map((c) => (
        <li key={c.min}>
          <span className={styles.swatch} style={{ background: c.colour }} aria-hidden="true" />
          {c.min === c.max
            ? format.format(c.min)
            : t('mapUi.legend.range', { min: format.format(c.min), max: format.format(c.max) })}
        </li>
      ))}
    </ul>
  );
}
