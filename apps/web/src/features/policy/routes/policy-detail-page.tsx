import '../i18n-scope';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { DictText, QueryState, RichTextView, kit } from '@/components/portal-kit';
import { CollectButton } from '@/features/collections';
import { attachmentHref, policyQuery } from '../api/policies';
import { CompareToggle } from '../components/compare-toggle';
import { CompareTray } from '../components/compare-tray';
import { PolicyRegion } from '../components/policy-card';
import styles from '../components/policy.module.css';
import { numberFormat } from '@/lib/format/intl';
import { recordIdOf } from '@/lib/record-id';

const sizeOf = (bytes: number, locale: string) =>
  `${numberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1024)} KB`;

/** /policyDetail?id=: the whole policy with its attachments and related policies. */
export function PolicyDetailPage() {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const id = recordIdOf(search);
  const valid = id > 0;
  const query = useQuery({ ...policyQuery(id, i18n.language), enabled: valid });
  if (!valid)
    return (
      <div className={kit.page}>
        <p className={kit.empty}>{t('portalKit.notFound')}</p>
      </div>
    );
  return (
    <div className={kit.page}>
      <p className={styles.noPrint}>
        <Link to="/talentPolicy">{t('policy.backToList')}</Link>
      </p>
      <QueryState query={query}>
        {(p) => (
          <article className={styles.detailLayout} aria-labelledby="policy-title">
            <div className={styles.stack}>
              <header className={kit.panel}>
                <div className={kit.meta}>
                  <span className={kit.badge}>
                    <DictText type="policy_level" value={p.level} />
                  </span>
                  <span className={kit.badge}>
                    <DictText type="policy_category" value={p.category} />
                  </span>
                </div>
                <h1 id="policy-title" className={kit.title}>
                  {p.title}
                </h1>
                {p.summary && <p className={kit.lead}>{p.summary}</p>}
                {p.keyBenefits.length > 0 && (
                  <>
                    <h2 className={kit.sectionTitle}>{t('policy.keyBenefits')}</h2>
                    <ul className={kit.benefits}>
                      {p.keyBenefits.map((b) => (
                        <li key={b}>{b}</li>
                      ))}
                    </ul>
                  </>
                )}
              </header>
              <section className={kit.panel} aria-label={t('policy.body')}>
                <RichTextView html={p.body} />
              </section>
            </div>
            <aside className={styles.stack}>
              <section className={kit.panel} aria-labelledby="policy-facts">
                <h2 id="policy-facts" className={kit.sectionTitle}>
                  {t('policy.facts')}
                </h2>
                <dl className={kit.facts}>
                  <dt>{t('policy.docNumber')}</dt>
                  <dd>{p.docNumber || '—'}</dd>
                  <dt>{t('policy.issuingBody')}</dt>
                  <dd>{p.issuingBody}</dd>
                  <dt>{t('policy.region')}</dt>
                  <dd>
                    <PolicyRegion policy={p} />
                  </dd>
                  <dt>{t('policy.issuedOn')}</dt>
                  <dd>{p.issuedOn}</dd>
                  <dt>{t('policy.effectiveOn')}</dt>
                  <dd>{p.effectiveOn ?? '—'}</dd>
                  <dt>{t('policy.expiresOn')}</dt>
                  <dd>{p.expiresOn ?? t('policy.noExpiry')}</dd>
                </dl>
                <div className={`${kit.actions} ${styles.noPrint}`} style={{ marginTop: 16 }}>
                  <CompareToggle id={p.id} />
                  <CollectButton kind="policy" id={p.id} />
                </div>
              </section>
              {p.attachments.length > 0 && (
                <section className={kit.panel} aria-labelledby="policy-attachments">
                  <h2 id="policy-attachments" className={kit.sectionTitle}>
                    {t('policy.attachments')}
                  </h2>
                  <ul className={kit.plainList}>
                    {p.attachments.map((a) => (
                      <li key={a.id}>
                        <a
                          href={attachmentHref(p.id, a.id)}
                          download={a.name}
                          data-testid="policy-attachment"
                        >
                          {a.name}
                        </a>{' '}
                        <span className={kit.muted}>({sizeOf(a.size, i18n.language)})</span>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              {p.related.length > 0 && (
                <section className={kit.panel} aria-labelledby="policy-related">
                  <h2 id="policy-related" className={kit.sectionTitle}>
                    {t('policy.related')}
                  </h2>
                  <ul className={kit.plainList}>
                    {p.related.map((r) => (
                      <li key={r.id}>
                        <Link to={`/policyDetail?id=${r.id}`}>{r.title}</Link>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </aside>
          </article>
        )}
      </QueryState>
      <CompareTray />
    </div>
  );
}
