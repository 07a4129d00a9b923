import { useTranslation } from '@/lib/i18n';
import { formatReadableDate } from '@/lib/format/readable-date';
import styles from './jobs.module.css';

/** When a posting went live and when it was last refreshed, in words. */
export function JobDates({
  publishedAt,
  refreshedAt,
}: {
  publishedAt: string | null;
  refreshedAt: string | null;
}) {
  const { t, i18n } = useTranslation();
  const posted = formatReadableDate(publishedAt, i18n.language);
  const updated = formatReadableDate(refreshedAt, i18n.language);
  return (
    <p className={styles.dates} data-testid="job-dates">
      {posted && <time dateTime={publishedAt ?? undefined}>{t('jobs.postedOn', { date: posted })}</time>}
      {/* A posting refreshed on the day it went live shows one date. */}
      {updated && updated !== posted && (
        <>
          {posted && ' · '}
          <time dateTime={refreshedAt ?? undefined}>{t('jobs.refreshedOn', { date: updated })}</time>
        </>
      )}
    </p>
  );
}
