import { useTranslation } from '@/lib/i18n';
import { Link, useLocation } from 'react-router';
import { GIG_PERMS } from '@rcwb/shared';
import { jobStyles } from '@/features/recruitment';
import { loginPath } from '@/lib/paths';
import { useSession } from '@/stores/session-store';
import type { MarketGig } from '../api/market';
import { distanceText, payText, ratingText } from './format';
import styles from './market.module.css';
import { useRegionAreas } from './use-region-areas';

/**
 * A gig in the market: what, pay, when, where, how far, who posts it and how they are rated. A
 * visitor is offered sign-in; a signed-in person who may take gigs applies from the card. The
 * contact stays hidden: the employer's phone is given to accepted workers only.
 */
export function GigCard({ gig, onApply }: { gig: MarketGig; onApply: (gig: MarketGig) => void }) {
  const { t, i18n } = useTranslation();
  const areas = useRegionAreas();
  const location = useLocation();
  const signedIn = useSession((s) => !!s.token);
  const mayApply = useSession((s) => s.permissions.includes(GIG_PERMS.orders));
  const titleId = `gig-${gig.id}-title`;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="gig-card">
      <div className={jobStyles.cardHead}>
        <h2 id={titleId} className={jobStyles.cardTitle}>
          {gig.title}
        </h2>
        <span className={jobStyles.salary}>{payText(t, gig.payAmount, gig.payUnit)}</span>
      </div>
      <div className={jobStyles.meta}>
        <span>{t(`gigMarket.category.${gig.category}`)}</span>
        <span>
          {t('gigMarket.dates', {
            from: gig.startDate,
            to: gig.endDate,
            start: gig.dailyStart,
            end: gig.dailyEnd,
          })}
        </span>
        <span>{t('gigMarket.headcount', { n: gig.headcount })}</span>
        {gig.distanceKm !== null && (
          <span className={styles.distance} data-testid="distance">
            {distanceText(t, i18n.language, gig.distanceKm)}
          </span>
        )}
      </div>
      <div className={jobStyles.meta}>
        <span>
          {areas.name(gig.area)} · {gig.address}
        </span>
        {gig.posterName && <span>{t('gigMarket.postedBy', { name: gig.posterName })}</span>}
        <span data-testid="poster-rating">{ratingText(t, gig.ratingAvg, gig.ratingCount)}</span>
      </div>
      {(gig.description || gig.skills.length > 0) && (
        <details style={{ marginTop: 8 }}>
          <summary>{t('gigMarket.details')}</summary>
          {gig.skills.length > 0 && (
            <ul className={jobStyles.facetList} style={{ marginTop: 8 }} aria-label={t('gigMarket.skills')}>
              {gig.skills.map((s) => (
                <li key={s} className={jobStyles.chip}>
                  {s}
                </li>
              ))}
            </ul>
          )}
          {gig.description && <p style={{ whiteSpace: 'pre-line' }}>{gig.description}</p>}
        </details>
      )}
      <div className={jobStyles.actions}>
        {!signedIn && (
          <Link className="ui-button" to={loginPath(`${location.pathname}${location.search}`)}>
            {t('gigMarket.signInToApply')}
          </Link>
        )}
        {signedIn && mayApply && (
          <button
            type="button"
            className="ui-button primary"
            onClick={() => onApply(gig)}
            aria-describedby={titleId}
            data-testid="gig-apply"
          >
            {t('gigMarket.apply')}
          </button>
        )}
      </div>
    </article>
  );
}
