import { useTranslation } from '@/lib/i18n';
import { GIG_PERMS } from '@rcwb/shared';
import { jobStyles } from '@/features/recruitment';
import { fileUrl } from '@/lib/paths';
import { useSession } from '@/stores/session-store';
import type { MarketCard } from '../api/market';
import { distanceText, payText, ratingText, weekdaysText } from './format';
import styles from './market.module.css';
import { useRegionAreas } from './use-region-areas';

/**
 * A worker card in the market: the masked name and mobile (like findTalent, never the full
 * ones), photo, what they do, where and when, expected pay, rating and distance. An employer
 * invites the worker to one of their published gigs from here.
 */
export function WorkerCard({ card, onInvite }: { card: MarketCard; onInvite: (card: MarketCard) => void }) {
  const { t, i18n } = useTranslation();
  const areas = useRegionAreas();
  const mayInvite = useSession((s) => !!s.token && s.permissions.includes(GIG_PERMS.employer));
  const titleId = `worker-${card.id}-title`;
  return (
    <article
      className={`${styles.card} ${styles.worker}`}
      aria-labelledby={titleId}
      data-testid="worker-card"
    >
      {card.photoUrl && (
        <img
          className={styles.photo}
          src={fileUrl(card.photoUrl)}
          alt={t('gigMarket.photoOf', { name: card.maskedName })}
          loading="lazy"
        />
      )}
      <div className={styles.grow}>
        <div className={jobStyles.cardHead}>
          <h2 id={titleId} className={jobStyles.cardTitle} data-testid="masked-name">
            {card.maskedName}
          </h2>
          <span className={jobStyles.salary}>
            {t('gigMarket.expects', { pay: payText(t, card.expectedPay, card.payUnit) })}
          </span>
        </div>
        <div className={jobStyles.meta}>
          <span>{card.categories.map((c) => t(`gigMarket.category.${c}`)).join(' · ')}</span>
          <span>
            {t('gigMarket.available', {
              days: weekdaysText(i18n.language, card.days),
              from: card.timeFrom,
              to: card.timeTo,
            })}
          </span>
          {card.distanceKm !== null && (
            <span className={styles.distance} data-testid="distance">
              {distanceText(t, i18n.language, card.distanceKm)}
            </span>
          )}
        </div>
        <div className={jobStyles.meta}>
          <span>{card.areas.map(areas.name).join('; ')}</span>
          {card.maskedMobile && <span>{t('gigMarket.mobile', { mobile: card.maskedMobile })}</span>}
          <span data-testid="worker-rating">{ratingText(t, card.ratingAvg, card.ratingCount)}</span>
        </div>
        {card.intro && <p className={styles.lead}>{card.intro}</p>}
        {card.skills.length > 0 && (
          <ul className={jobStyles.facetList} style={{ marginTop: 8 }} aria-label={t('gigMarket.skills')}>
            {card.skills.map((s) => (
              <li key={s} className={jobStyles.chip}>
                {s}
              </li>
            ))}
          </ul>
        )}
        {mayInvite && (
          <div className={jobStyles.actions}>
            <button
              type="button"
              className="ui-button primary"
              onClick={() => onInvite(card)}
              aria-describedby={titleId}
              data-testid="worker-invite"
            >
              {t('gigMarket.invite')}
            </button>
          </div>
        )}
      </div>
    </article>
  );
}
