import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import { FilterSheet } from '@/components/portal-kit';
import { SaveAlertButton } from '@/features/job-alerts';
import { jobSearchQuery } from '../api/jobs';
import { FacetPanel } from '../components/facet-panel';
import { JobCard } from '../components/job-card';
import { KeywordSearchForm } from '../components/keyword-search-form';
import styles from '../components/jobs.module.css';
import { SearchResults } from '../components/search-results';
import { useLabels } from '@/lib/jobs/use-labels';
import { useShownAnswer } from '@/lib/use-shown-answer';
import {
  DEFAULT_LIMIT,
  FILTER_KEYS,
  type JobSearch,
  parseSearch,
  searchToParams,
  withChange,
} from '@/lib/jobs/search-state';
import { numberFormat } from '@/lib/format/intl';

/**
 * /recruitment/findJob and /recruitment/queryJob (the same screen; zoneHome's search box opens
 * queryJob with the keyword). The URL holds the whole search: every change is a new history entry,
 * so the back button restores the previous search and a copied link reopens it.
 */
export function FindJobPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = parseSearch(params);
  const result = useQuery(jobSearchQuery(search));
  const answer = result.data;
  const labels = useLabels({
    areas: [
      search.area,
      ...(answer?.rows.map((j) => j.area) ?? []),
      ...(answer?.facets.area.map((v) => v.value) ?? []),
    ],
    categories: [search.category, ...(answer?.facets.category.map((v) => v.value) ?? [])],
    industries: [search.industry, ...(answer?.facets.industry.map((v) => v.value) ?? [])],
  });
  // Results and filters appear with their place and requirement names at once (cards and chips
  // growing as the names arrive move the page); the previous answer stays until the next one's are in.
  const data = useShownAnswer(answer, labels.pending);
  const go = (next: JobSearch) => {
    setParams(searchToParams(next));
    window.scrollTo({ top: 0 });
  };
  const change = (c: Partial<JobSearch>) => go(withChange(search, c));

  const limit = search.limit ?? DEFAULT_LIMIT;
  const pageCount = data ? Math.ceil(Math.min(data.total, data.maxResults) / limit) : 0;
  const format = numberFormat(i18n.language);

  return (
    <div className={styles.page}>
      <KeywordSearchForm
        id="find-job-keyword"
        label={t('recruitment.search.label')}
        placeholder={t('recruitment.search.hint')}
        submitLabel={t('recruitment.search.submit')}
        keyword={search.keyword}
        onSearch={(keyword) => change({ keyword })}
      />
      <div className={styles.layout}>
        <FilterSheet
          count={FILTER_KEYS.filter((k) => search[k]).length}
          onClear={() => change(Object.fromEntries(FILTER_KEYS.map((k) => [k, undefined])))}
        >
          <FacetPanel
            search={search}
            facets={data?.facets}
            approximate={data ? !data.totalExact : false}
            labels={labels}
            onChange={change}
          />
        </FilterSheet>
        <section aria-labelledby="results-title" aria-busy={result.isFetching}>
          <div className={styles.summary}>
            <h1 id="results-title" className="visually-hidden">
              {t('jobs.results')}
            </h1>
            <p role="status" data-testid="result-total">
              {data
                ? data.totalExact
                  ? t('jobs.total', { n: format.format(data.total), count: data.total })
                  : t('jobs.totalAbout', { n: format.format(data.total), count: data.total })
                : t('app.loading')}
            </p>
            <label>
              {t('jobs.sort.label')}{' '}
              <select
                className="ui-select"
                style={{ width: 'auto' }}
                value={search.sort ?? 'relevance'}
                onChange={(e) => change({ sort: e.target.value as JobSearch['sort'] })}
              >
                <option value="relevance">{t('jobs.sort.relevance')}</option>
                <option value="newest">{t('jobs.sort.newest')}</option>
                <option value="salary">{t('jobs.sort.salary')}</option>
              </select>
            </label>
            <SaveAlertButton search={search} />
          </div>
          <SearchResults
            result={result}
            rows={data?.rows}
            emptyText={t('jobs.noResults')}
            renderCard={(job) => <JobCard job={job} labels={labels} level={2} />}
            page={search.page ?? 1}
            pageCount={pageCount}
            onPage={(page) => change({ page })}
          />
        </section>
      </div>
    </div>
  );
}
