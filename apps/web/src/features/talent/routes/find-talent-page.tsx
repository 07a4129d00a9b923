import '../i18n-scope';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import { jobStyles as styles, KeywordSearchForm, SearchResults } from '@/features/recruitment';
import { talentSearchQuery } from '../api/talent';
import { TalentCard } from '../components/talent-card';
import { TalentFilters } from '../components/talent-filters';
import { useTalentFacts } from '../components/use-talent-facts';
import {
  DEFAULT_LIMIT,
  type TalentSearch,
  parseTalentSearch,
  talentSearchToParams,
  withTalentChange,
} from '../lib/talent-search';
import { numberFormat } from '@/lib/format/intl';

/**
 * /recruitment/findTalent: public resumes, names masked, never a contact detail. The URL holds
 * the whole search: every change is a new history entry, so back restores the previous search
 * and a copied link reopens it.
 */
export function FindTalentPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = parseTalentSearch(params);
  const facts = useTalentFacts();
  const result = useQuery(talentSearchQuery(search));

  const change = (c: Partial<TalentSearch>) => {
    setParams(talentSearchToParams(withTalentChange(search, c)));
    window.scrollTo({ top: 0 });
  };

  const data = result.data;
  const limit = search.limit ?? DEFAULT_LIMIT;
  const pageCount = data ? Math.ceil(data.total / limit) : 0;
  const format = numberFormat(i18n.language);

  return (
    <div className={styles.page}>
      <KeywordSearchForm
        id="find-talent-keyword"
        label={t('talent.search.label')}
        placeholder={t('talent.search.hint')}
        submitLabel={t('talent.search.submit')}
        keyword={search.keyword}
        onSearch={(keyword) => change({ keyword })}
      />
      <TalentFilters search={search} labels={facts.labels} onApply={change} />
      <section aria-labelledby="talent-results-title" aria-busy={result.isFetching}>
        <div className={styles.summary}>
          <h1 id="talent-results-title" className="visually-hidden">
            {t('talent.results')}
          </h1>
          <p role="status" data-testid="result-total">
            {data ? t('talent.total', { n: format.format(data.total), count: data.total }) : t('app.loading')}
          </p>
          <label>
            {t('talent.sort.label')}{' '}
            <select
              className="ui-select"
              style={{ width: 'auto' }}
              value={search.sort ?? 'relevance'}
              onChange={(e) => change({ sort: e.target.value as TalentSearch['sort'] })}
            >
              <option value="relevance">{t('talent.sort.relevance')}</option>
              <option value="newest">{t('talent.sort.newest')}</option>
            </select>
          </label>
        </div>
        <SearchResults
          result={result}
          rows={data?.rows}
          emptyText={t('talent.noResults')}
          renderCard={(talent) => <TalentCard talent={talent} facts={facts} />}
          page={search.page ?? 1}
          pageCount={pageCount}
          onPage={(page) => change({ page })}
        />
      </section>
    </div>
  );
}
