import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { DictText, kit } from '@/components/portal-kit';
import type { PolicySummary } from '../api/policies';
import { CompareToggle } from './compare-toggle';

/** Where a policy applies: its region, or the whole country for national ones. */
export function PolicyRegion({ policy }: { policy: Pick<PolicySummary, 'level' | 'region' | 'regionName'> }) {
  const { t } = useTranslation();
  if (policy.level === 'national' && !policy.region) return <>{t('policy.nationwide')}</>;
  return <>{policy.regionName || policy.region}</>;
}

/** A policy on the list: level and category, where and by whom, summary and key benefits. */
export function PolicyCard({ policy }: { policy: PolicySummary }) {
  const { t } = useTranslation();
  const titleId = `policy-${policy.id}-title`;
  return (
    <article className={kit.card} aria-labelledby={titleId} data-testid="policy-card">
      <div className={kit.meta}>
        <span className={kit.badge}>
          <DictText type="policy_level" value={policy.level} />
        </span>
        <span className={kit.badge}>
          <DictText type="policy_category" value={policy.category} />
        </span>
      </div>
      <h2 id={titleId} className={kit.cardTitle}>
        <Link to={`/policyDetail?id=${policy.id}`}>{policy.title}</Link>
      </h2>
      <ul className={kit.meta}>
        <li>
          <PolicyRegion policy={policy} />
        </li>
        <li>{policy.issuingBody}</li>
        {policy.docNumber && <li>{policy.docNumber}</li>}
        <li>
          <time dateTime={policy.issuedOn}>{policy.issuedOn}</time>
        </li>
      </ul>
      {policy.summary && <p>{policy.summary}</p>}
      {policy.keyBenefits.length > 0 && (
        <ul className={kit.benefits} aria-label={t('policy.keyBenefits')}>
          {policy.keyBenefits.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      )}
      <div className={kit.actions}>
        <CompareToggle id={policy.id} />
        <Link className="ui-button" to={`/policyDetail?id=${policy.id}`} aria-describedby={titleId}>
          {t('policy.viewDetail')}
        </Link>
      </div>
    </article>
  );
}
