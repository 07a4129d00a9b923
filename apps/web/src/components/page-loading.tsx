import { useTranslation } from '@/lib/i18n';
import styles from './page-loading.module.css';

/** Route-level loading state; plain CSS so it costs nothing in the first chunk. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
