import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import styles from '../employment-map.module.css';
import { numberFormat } from '@/lib/format/intl';

/**
 * The map's figures as a table: every child area of the area shown, with its published jobs (and
 * its open gigs while the gig layer is on) and a link that zooms the map there. The keyboard's and
 * screen reader's way through the map.
 */
export function FiguresTable({
  caption,
  rows,
  current,
  nameOf,
  gigs,
}: {
  caption: string;
  rows: { code: string; n: number }[];
  current?: string;
  nameOf: (code: string) => string;
  /** Open gigs per child area, when the gig layer is shown. */
  gigs?: ReadonlyMap<string, number>;
}) {
  const { t, i18n } = useTranslation();
  const format = numberFormat(i18n.language);
  return (
    <table className={styles.table} data-testid="map-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('mapUi.table.area')}</th>
          <th scope="col" className={styles.count}>
            {t('mapUi.table.jobs')}
          </th>
          {gigs && (
            <th scope="col" className={styles.count}>
              {t('mapUi.table.gigs')}
            </th>
          )}
          <th scope="col">{t('mapUi.table.action')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.code} aria-current={r.code === current ? 'true' : undefined}>
            <th scope="row">{nameOf(r.code)}</th>
            <td className={styles.count}>{format.format(r.n)}</td>
            {gigs && <td className={styles.count}>{format.format(gigs.get(r.code) ?? 0)}</td>}
            <td>
              <Link
                to={{ search: `?area=${r.code}` }}
                aria-label={t('mapUi.table.open', { area: nameOf(r.code) })}
              >
                {t('mapUi.table.action')}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
