import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { QueryState, kit } from '@/components/portal-kit';
import { useDict, useDictTree } from '@/lib/dict';
import { mapDistrictQuery } from '../api/map';
import styles from '../employment-map.module.css';
import { numberFormat } from '@/lib/format/intl';

/** A district's figures: jobs by category and salary, top employers, and a search of them. */
export function DistrictPanel({ area, name }: { area: string; name: string }) {
  const { t, i18n } = useTranslation();
  // The dictionaries themselves (not the job pages' label helper): this page's chunk then shares
  // no module with those pages that was not shared before, so their chunks stay as they were.
  const categories = useDictTree('job_category').nodes;
  const bands = useDict('salary_band').entries;
  const categoryName = (group: string) => categories.find((c) => c.value === group)?.label ?? group;
  const bandName = (band: string) => bands.find((b) => b.dictValue === band)?.dictLabel ?? band;
  const query = useQuery(mapDistrictQuery(area));
  const format = numberFormat(i18n.language);
  return (
    <section className={kit.panel} aria-labelledby="district-title" data-testid="district-panel">
      <h2 id="district-title" className={kit.cardTitle}>
        {t('mapUi.district.title', { area: name })}
      </h2>
      <QueryState query={query}>
        {(d) => (
          <>
            <p>{t('mapUi.district.total', { n: format.format(d.total) })}</p>
            {d.total === 0 ? (
              <p className={kit.muted}>{t('mapUi.district.none')}</p>
            ) : (
              <>
                <h3 className={styles.sectionTitle}>{t('mapUi.district.byCategory')}</h3>
                <dl className={styles.bars}>
                  {d.byCategory.map((g) => (
                    <div key={g.group} style={{ display: 'contents' }}>
                      <dt>{categoryName(g.group)}</dt>
                      <dd>{format.format(g.n)}</dd>
                    </div>
                  ))}
                </dl>
                <h3 className={styles.sectionTitle}>{t('mapUi.district.bySalary')}</h3>
                <dl className={styles.bars}>
                  {d.bySalary.map((b) => (
                    <div key={b.band} style={{ display: 'contents' }}>
                      <dt>{bandName(b.band)}</dt>
                      <dd>{format.format(b.n)}</dd>
                    </div>
                  ))}
                </dl>
                <h3 className={styles.sectionTitle}>{t('mapUi.district.topOrgs')}</h3>
                <ol className={styles.orgList}>
                  {d.topOrgs.map((o) => (
                    <li key={o.id}>
                      <Link to={`/recruitment/companyInfo?id=${o.id}`}>{o.name}</Link>{' '}
                      <span className={kit.muted}>{t('mapUi.district.jobs', { n: format.format(o.n) })}</span>
                    </li>
                  ))}
                </ol>
              </>
            )}
            <Link
              className="ui-button primary"
              to={`/recruitment/findJob?area=${d.searchArea}`}
              data-testid="search-here"
            >
              {t('mapUi.searchHere')}
            </Link>
          </>
        )}
      </QueryState>
    </section>
  );
}
