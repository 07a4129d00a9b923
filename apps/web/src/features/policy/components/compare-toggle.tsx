import { useTranslation } from '@/lib/i18n';
import { compareBasket, useCompareBasket } from '../lib/compare-basket';
import { COMPARE_MAX } from '../lib/comparison';

/** Adds a policy to (or takes it out of) the comparison selection; full at four. */
export function CompareToggle({ id, className = 'ui-button' }: { id: number; className?: string }) {
  const { t } = useTranslation();
  const ids = useCompareBasket();
  const chosen = ids.includes(id);
  const full = !chosen && ids.length >= COMPARE_MAX;
  return (
    <button
      type="button"
      className={className}
      aria-pressed={chosen}
      disabled={full}
      title={full ? t('policy.compare.full', { n: COMPARE_MAX }) : undefined}
      onClick={() => (chosen ? compareBasket.remove(id) : compareBasket.add(id))}
      data-testid={`compare-toggle-${id}`}
    >
      {chosen ? t('policy.compare.remove') : t('policy.compare.add')}
    </button>
  );
}
