import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { DictText, kit } from '@/components/portal-kit';
import type { Achievement, Demand, Expert } from '../api/discover';
import { formatWan } from './money';

/** A technology demand on a list: field, progress, budget, deadline and who asks. */
export function DemandCard({ demand: d }: { demand: Demand }) {
  const { t, i18n } = useTranslation();
  return (
    <article className={kit.card} aria-labelledby={`demand-${d.id}`} data-testid="demand-card">
      <div className={kit.meta}>
        {d.fieldName && <span className={kit.badge}>{d.fieldName}</span>}
        <span className={kit.badge}>
          <DictText type="demand_progress" value={d.progress} />
        </span>
      </div>
      <h2 id={`demand-${d.id}`} className={kit.cardTitle}>
        <Link to={`/discover/particulars?id=${d.id}`}>{d.title}</Link>
      </h2>
      <ul className={kit.meta}>
        <li>
          {t('discover.budget')}: {formatWan(d.budget, t, i18n.language)}
        </li>
        {d.deadline && (
          <li>
            {t('discover.deadline')}: <time dateTime={d.deadline}>{d.deadline}</time>
          </li>
        )}
        <li>{d.publisher}</li>
        {d.regionName && <li>{d.regionName}</li>}
      </ul>
    </article>
  );
}

/** An achievement on a list: field, maturity, transfer mode, price and owner. */
export function AchievementCard({ achievement: a }: { achievement: Achievement }) {
  const { t, i18n } = useTranslation();
  return (
    <article className={kit.card} aria-labelledby={`achievement-${a.id}`} data-testid="achievement-card">
      <div className={kit.meta}>
        {a.fieldName && <span className={kit.badge}>{a.fieldName}</span>}
        <span className={kit.badge}>
          <DictText type="achievement_maturity" value={a.maturity} />
        </span>
      </div>
      <h2 id={`achievement-${a.id}`} className={kit.cardTitle}>
        <Link to={`/discover/particularsc?id=${a.id}`}>{a.title}</Link>
      </h2>
      <ul className={kit.meta}>
        <li>
          {t('discover.transferMode')}: <DictText type="transfer_mode" value={a.transferMode} />
        </li>
        <li>
          {t('discover.price')}: {formatWan(a.price, t, i18n.language)}
        </li>
        <li>{a.owner}</li>
      </ul>
    </article>
  );
}

/** An expert on a list; the profile opens in a drawer. */
export function ExpertCard({ expert: e, onOpen }: { expert: Expert; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <article className={kit.card} aria-labelledby={`expert-${e.id}`} data-testid="expert-card">
      <div className={kit.meta}>{e.fieldName && <span className={kit.badge}>{e.fieldName}</span>}</div>
      <h2 id={`expert-${e.id}`} className={kit.cardTitle}>
        {e.name}
      </h2>
      <ul className={kit.meta}>
        {e.title && <li>{e.title}</li>}
        {e.organisation && <li>{e.organisation}</li>}
        {e.regionName && <li>{e.regionName}</li>}
      </ul>
      <div className={kit.actions}>
        <button
          type="button"
          className="ui-button"
          onClick={() => onOpen(e.id)}
          aria-describedby={`expert-${e.id}`}
        >
          {t('discover.viewProfile')}
        </button>
      </div>
    </article>
  );
}
