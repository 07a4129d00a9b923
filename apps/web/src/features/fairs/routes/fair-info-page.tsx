import '../i18n-scope';
import { screenPath } from '@rcwb/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { PlaceName, RichTextView } from '@/components/portal-kit';
import { DeliverButton } from '@/features/deliveries';
import { loginPath } from '@/lib/paths';
import { useSession } from '@/stores/session-store';
import { fairPublicQueries } from '../api/fairs';
import { FloorPlan } from '../components/floor-plan';
import { TicketPanel } from '../components/ticket-panel';
import styles from '../components/fairs-public.module.css';
import { recordIdOf } from '@/lib/record-id';
import { formatPortalTimeRange } from '@/lib/format/readable-date';

/**
 * /recruitment/jobFairsInfo?id=: a fair's page — schedule, place, organiser, the floor plan,
 * the participating organisations and the fair's postings, registering (a ticket with a QR
 * image), and the recap once it has ended.
 */
export function FairInfoPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = recordIdOf(params);
  const valid = id > 0;
  const roles = useSession((s) => s.roles);
  const signedIn = useSession((s) => !!s.token);
  const [org, setOrg] = useState<{ id: number; name: string } | null>(null);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const fair = useQuery({ ...fairPublicQueries.detail(id), enabled: valid });
  const postingParams = {
    page,
    limit: 10,
    ...(keyword ? { keyword } : {}),
    ...(org ? { orgId: org.id } : {}),
  };
  const postings = useQuery({
    ...fairPublicQueries.postings(id, postingParams),
    enabled: valid && !!fair.data,
    placeholderData: keepPreviousData,
  });

  if (!valid || fair.isError)
    return (
      <div className={styles.page}>
        <p role="alert">{fair.error?.message ?? t('fairs.page.notFound')}</p>
        <Link to="/recruitment/jobFairs">{t('fairs.backToList')}</Link>
      </div>
    );
  if (!fair.data)
    return (
      <div className={styles.page} aria-busy="true">
        {t('app.loading')}
      </div>
    );
  const f = fair.data;
  const search = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setKeyword(String(new FormData(e.currentTarget).get('keyword') ?? '').trim());
    setPage(1);
  };
  const postingPages = Math.ceil((postings.data?.total ?? 0) / 10);
  // Online and both-kind fairs take applications from this page while they are open.
  const online =
    (f.kind === 'online' || f.kind === 'both') && f.status === 'published' && f.phase !== 'ended';
  return (
    <div className={styles.page}>
      <p>
        <Link to="/recruitment/jobFairs">{t('fairs.backToList')}</Link>
      </p>
      {f.bannerUrl && <img className={styles.banner} src={f.bannerUrl} alt="" />}
      <h1>{f.title}</h1>
      <p className={styles.badges}>
        <span className={styles[`phase_${f.phase}`]}>{t(`fairs.phase.${f.phase}`)}</span>
        <span className={styles.badge}>{t(`fairs.kind.${f.kind}`)}</span>
      </p>
      {f.status === 'cancelled' && (
        <p role="alert" className="ui-alert error">
          {t('fairs.page.cancelled', { reason: f.cancelReason ?? '' })}
        </p>
      )}
      <dl className={styles.facts}>
        <dt>{t('fairs.when')}</dt>
        <dd>{formatPortalTimeRange(f.startsAt, f.endsAt, i18n.language)}</dd>
        <dt>{t('fairs.where')}</dt>
        <dd>
          <PlaceName code={f.area} />
          {f.venue ? ` · ${f.venue}` : ''}
          {f.lat !== null && f.lng !== null && (
            <>
              <br />
              {t('fairs.mapPoint', { lat: f.lat.toFixed(4), lng: f.lng.toFixed(4) })}
            </>
          )}
        </dd>
        {f.transport && (
          <>
            <dt>{t('fairs.transport')}</dt>
            <dd>{f.transport}</dd>
          </>
        )}
        <dt>{t('fairs.organiser')}</dt>
        <dd>{f.organiser}</dd>
        {(f.contactName || f.contactPhone) && (
          <>
            <dt>{t('fairs.contact')}</dt>
            <dd>{[f.contactName, f.contactPhone].filter(Boolean).join(' · ')}</dd>
          </>
        )}
      </dl>
      <p className={styles.meta}>
        {t('fairs.counts', {
          orgs: f.counts.organisations,
          postings: f.counts.postings,
          visitors: f.counts.visitors,
        })}
      </p>
      <div className={styles.actions}>
        {roles.includes('org') && f.status === 'published' && f.phase === 'upcoming' && (
          // The organisation's booth application screen, with this fair chosen.
          <Link className="ui-button" to={screenPath('g010203:apply', undefined, { fair: f.id })}>
            {t('fairs.applyBooth')}
          </Link>
        )}
      </div>
      <TicketPanel fair={f} />
      {f.recap && (
        <section className={styles.section} aria-labelledby="fair-recap-title">
          <h2 id="fair-recap-title">{t('fairs.recap')}</h2>
          <RichTextView html={f.recap} />
          {f.recapPhotoUrls.length > 0 && (
            <div className={styles.photos}>
              {f.recapPhotoUrls.map((url, i) => (
                <img key={url} src={url} alt={t('fairs.recapPhoto', { n: i + 1 })} />
              ))}
            </div>
          )}
        </section>
      )}
      {f.description && (
        <section className={styles.section} aria-labelledby="fair-about-title">
          <h2 id="fair-about-title">{t('fairs.about')}</h2>
          <RichTextView html={f.description} />
        </section>
      )}
      {f.layout && f.booths.length > 0 && (
        <section className={styles.section} aria-labelledby="fair-plan-title">
          <h2 id="fair-plan-title">{t('fairs.floorPlan')}</h2>
          <FloorPlan
            layout={f.layout}
            booths={f.booths}
            selectedOrg={org?.id ?? null}
            onSelect={(o) => {
              setOrg(o);
              setPage(1);
              document.getElementById('fair-postings-title')?.scrollIntoView({ block: 'start' });
            }}
          />
        </section>
      )}
      <section className={styles.section} aria-labelledby="fair-orgs-title">
        <h2 id="fair-orgs-title">{t('fairs.organisations', { n: f.organisations.length })}</h2>
        {f.organisations.length ? (
          <ul>
            {f.organisations.map((o) => (
              <li key={o.id}>
                <Link to={`/recruitment/companyInfo?id=${o.id}`}>{o.name}</Link>
                {o.boothCode ? ` · ${o.boothCode}` : ''}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('fairs.noOrganisations')}</p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="fair-postings-title">
        <h2 id="fair-postings-title">
          {org ? t('fairs.postingsOf', { org: org.name }) : t('fairs.postings')}
        </h2>
        {online && (
          <p>
            {t('fairs.deliverHint')}
            {!signedIn && (
              <>
                {' '}
                <Link
                  to={loginPath(`/recruitment/jobFairsInfo?id=${f.id}`)}
                  data-testid="fair-deliver-sign-in"
                >
                  {t('fairs.deliverSignIn')}
                </Link>
              </>
            )}
          </p>
        )}
        <form role="search" className={styles.actions} onSubmit={search}>
          <label htmlFor="fair-posting-keyword">{t('fairs.searchPostings')}</label>
          <input id="fair-posting-keyword" name="keyword" className="ui-input" defaultValue={keyword} />
          <button type="submit" className="ui-button">
            {t('fairs.filter.search')}
          </button>
          {org && (
            <button type="button" className="ui-button" onClick={() => setOrg(null)}>
              {t('fairs.showAll')}
            </button>
          )}
        </form>
        {postings.data?.rows.length ? (
          <ul className={styles.list} aria-live="polite">
            {postings.data.rows.map((p) => (
              <li key={p.id} className={styles.card}>
                <Link to={`/recruitment/jobInfo?id=${p.id}`}>{p.title}</Link>
                <p className={styles.meta}>
                  {p.orgName}
                  {p.area ? (
                    <>
                      {' · '}
                      <PlaceName code={p.area} />
                    </>
                  ) : null}
                  {' · '}
                  {p.salaryMin !== null && p.salaryMax !== null
                    ? `${p.salaryMin}–${p.salaryMax}`
                    : t('fairs.salaryNegotiable')}
                </p>
                {online && (
                  <div className={styles.actions}>
                    <DeliverButton jobId={p.id} jobTitle={p.title} fairId={f.id} label={t('fairs.deliver')} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p>{postings.isPending ? t('app.loading') : t('fairs.noPostings')}</p>
        )}
        {postingPages > 1 && (
          <nav className={styles.pager} aria-label={t('pagination.label')}>
            <button
              type="button"
              className="ui-button"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              {t('jobs.pager.prev')}
            </button>
            <span>
              {page} / {postingPages}
            </span>
            <button
              type="button"
              className="ui-button"
              disabled={page >= postingPages}
              onClick={() => setPage(page + 1)}
            >
              {t('jobs.pager.next')}
            </button>
          </nav>
        )}
      </section>
    </div>
  );
}
