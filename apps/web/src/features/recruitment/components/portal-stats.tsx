import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { portalStatsQuery } from '../api/get-portal-stats';
import styles from './zone-home.module.css';
import { numberFormat } from '@/lib/format/intl';

/** Labels of the counts known today; any other key the server adds is shown by its key. */
export const STAT_LABELS: Readonly<Record<string, string>> = {
  persons: 'recruitment.stats.persons',
  organisations: 'recruitment.stats.organisations',
  jobs: 'recruitment.stats.jobs',
  fairs: 'recruitment.stats.fairs',
};

export function PortalStats() {
  const { t, i18n } = useTranslation();
  const stats = useQuery(portalStatsQuery);
  const format = numberFormat(i18n.language);

  let body;
  if (stats.isPending) {
    body = (
      <ul className={styles.stats} aria-busy="true" data-testid="stats-loading">
        {Object.keys(STAT_LABELS).map((key) => (
          <li key={key} className={styles.skeleton} aria-hidden="true" />
        ))}
        <li className="visually-hidden">{t('app.loading')}</li>
      </ul>
    );
  } else if (stats.isError) {
    body = (
      <div role="alert" className="ui-alert error" data-testid="stats-error">
        <span>
          {t('recruitment.stats.error')} {stats.error.message}
        </span>
        <button type="button" className="ui-button" onClick={() => void stats.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  } else {
    const entries = Object.entries(stats.data.counts ?? {});
    body = entries.length ? (
      <ul className={styles.stats}>
        {entries.map(([key, value]) => (
          <li key={key} className={styles.stat} data-testid={`stat-${key}`}>
            <span className={styles.statValue}>{format.format(value)}</span>
            <span className={styles.statLabel}>{STAT_LABELS[key] ? t(STAT_LABELS[key]) : key}</span>
          </li>
        ))}
      </ul>
    ) : (
      <p>{t('recruitment.stats.empty')}</p>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="stats-title" aria-live="polite">
      <h2 id="stats-title" className={styles.sectionTitle}>
        {t('recruitment.stats.title')}
      </h2>
      {body}
    </section>
  );
}
