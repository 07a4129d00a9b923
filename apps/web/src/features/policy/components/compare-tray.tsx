import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { compareBasket, useCompareBasket } from '../lib/compare-basket';
import { COMPARE_MAX, COMPARE_MIN, compareHref } from '../lib/comparison';
import styles from './policy.module.css';

/** The bar at the foot of the policy pages while policies are picked for comparison. */
export function CompareTray() {
  const { t } = useTranslation();
  const ids = useCompareBasket();
  if (!ids.length) return null;
  const ready = ids.length >= COMPARE_MIN;
  return (
    <aside className={styles.tray} aria-label={t('policy.compare.tray')} data-testid="compare-tray">
      <span>{t('policy.compare.chosen', { n: ids.length, max: COMPARE_MAX })}</span>
      {ready ? (
        <Link className="ui-button primary" to={compareHref(ids)} data-testid="compare-open">
          {t('policy.compare.open')}
        </Link>
      ) : (
        <span className={styles.hint}>{t('policy.compare.needMore', { n: COMPARE_MIN })}</span>
      )}
      <button type="button" className="ui-button" onClick={() => compareBasket.clear()}>
        {t('policy.compare.clear')}
      </button>
    </aside>
  );
}
