import '../i18n-scope';
import { type KeyboardEvent, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import { KeywordSearchForm, SearchResults, jobStyles } from '@/features/recruitment';
import { type MarketCard, type MarketGig, gigMarketQuery, workerMarketQuery } from '../api/market';
import {
  MARKET_PAGE_SIZE,
  type MarketSearch,
  type MarketTab,
  districtPoint,
  marketSearchToParams,
  parseMarketSearch,
  withMarketChange,
} from '../lib/market-search';
import { useBrowserLocation } from '../lib/use-browser-location';
import { ApplyDialog } from '../market/apply-dialog';
import { DistanceOrigin } from '../market/distance-origin';
import { GigCard } from '../market/gig-card';
import { WorkerCard as WorkerCardItem } from '../market/worker-card';
import { InviteDialog } from '../market/invite-dialog';
import { MarketFilters } from '../market/market-filters';
import styles from '../market/market.module.css';
import { useMarketQuery } from '../market/use-market-query';
import { numberFormat } from '@/lib/format/intl';

const TABS: readonly MarketTab[] = ['gigs', 'workers'];

/**
 * /recruitment/flexibleEmployment (SPEC §2.1): published gigs and worker cards, filtered, newest
 * or nearest first. The URL holds the tab, the filters, the order and the district distances are
 * measured from: every change is a new history entry, so back restores the previous search and a
 * copied link reopens it. The visitor's own location is asked for only when they choose it.
 */
export function FlexibleEmploymentPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = parseMarketSearch(params);
  const wantsHere = search.near === 'here' || (search.sort === 'distance' && !search.near);
  const location = useBrowserLocation(wantsHere);
  const origin =
    search.near && search.near !== 'here'
      ? districtPoint(search.near)
      : wantsHere && location.state === 'ready'
        ? location.point
        : undefined;
  const waiting = wantsHere && (location.state === 'idle' || location.state === 'asking');
  const query = useMarketQuery(search, origin);
  const gigs = useQuery({ ...gigMarketQuery(query), enabled: search.tab === 'gigs' && !waiting });
  const workers = useQuery({ ...workerMarketQuery(query), enabled: search.tab === 'workers' && !waiting });
  const [applying, setApplying] = useState<MarketGig | null>(null);
  const [inviting, setInviting] = useState<MarketCard | null>(null);

  const change = (c: Partial<MarketSearch>) => {
    setParams(marketSearchToParams(withMarketChange(search, c)));
    window.scrollTo({ top: 0 });
  };
  const result = search.tab === 'gigs' ? gigs : workers;
  const data = result.data;
  const pageCount = data ? Math.ceil(data.total / MARKET_PAGE_SIZE) : 0;
  const format = numberFormat(i18n.language);
  const tabId = (tab: MarketTab) => `market-tab-${tab}`;
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const next = TABS[(TABS.indexOf(search.tab) + 1) % TABS.length]!;
    change({ tab: next });
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <div className={jobStyles.page}>
      <h1 style={{ margin: '0 0 12px', fontSize: 22 }}>{t('gigMarket.heading')}</h1>
      <KeywordSearchForm
        id="gig-market-keyword"
        label={t('gigMarket.search.label')}
        placeholder={t('gigMarket.search.hint')}
        submitLabel={t('gigMarket.search.submit')}
        keyword={search.keyword}
        onSearch={(keyword) => change({ keyword })}
      />
      <div role="tablist" aria-label={t('gigMarket.tabs')} className={styles.tabs}>
        {TABS.map((tab) => (
          <button
            key={tab}
            id={tabId(tab)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={search.tab === tab}
            aria-controls="market-panel"
            tabIndex={search.tab === tab ? 0 : -1}
            onClick={() => search.tab !== tab && change({ tab })}
            onKeyDown={onTabKey}
            data-testid={`tab-${tab}`}
          >
            {t(`gigMarket.tab.${tab}`)}
          </button>
        ))}
      </div>
      <MarketFilters search={search} onApply={change} />
      <section
        id="market-panel"
        role="tabpanel"
        aria-labelledby={tabId(search.tab)}
        aria-busy={result.isFetching || waiting}
      >
        <div className={jobStyles.summary}>
          <p role="status" data-testid="result-total">
            {data && !waiting
              ? t(search.tab === 'gigs' ? 'gigMarket.totalGigs' : 'gigMarket.totalWorkers', {
                  n: format.format(data.total),
                  count: data.total,
                })
              : t('app.loading')}
          </p>
          <label>
            {t('gigMarket.sort.label')}{' '}
            <select
              className="ui-select"
              style={{ width: 'auto' }}
              value={search.sort}
              onChange={(e) => change({ sort: e.target.value as MarketSearch['sort'] })}
              data-testid="market-sort"
            >
              <option value="newest">{t('gigMarket.sort.newest')}</option>
              <option value="distance">{t('gigMarket.sort.distance')}</option>
            </select>
          </label>
        </div>
        <div className={styles.origin}>
          <DistanceOrigin search={search} location={location} onChange={(near) => change({ near })} />
        </div>
        {!waiting &&
          (search.tab === 'gigs' ? (
            <SearchResults
              result={gigs}
              rows={gigs.data?.rows}
              emptyText={t('gigMarket.noGigs')}
              renderCard={(gig) => <GigCard gig={gig} onApply={setApplying} />}
              page={search.page}
              pageCount={pageCount}
              onPage={(page) => change({ page })}
            />
          ) : (
            <SearchResults
              result={workers}
              rows={workers.data?.rows}
              emptyText={t('gigMarket.noWorkers')}
              renderCard={(card) => <WorkerCardItem card={card} onInvite={setInviting} />}
              page={search.page}
              pageCount={pageCount}
              onPage={(page) => change({ page })}
            />
          ))}
      </section>
      {applying && <ApplyDialog gig={applying} onClose={() => setApplying(null)} />}
      {inviting && <InviteDialog card={inviting} onClose={() => setInviting(null)} />}
    </div>
  );
}
