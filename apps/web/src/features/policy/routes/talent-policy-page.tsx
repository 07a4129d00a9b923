import '../i18n-scope';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { LightPagination } from '@/components/pagination/light-pagination';
import {
  type FilterField,
  FilterBar,
  QueryState,
  kit,
  useDictOptions,
  useUrlList,
} from '@/components/portal-kit';
import { facetsQuery, policyListQuery } from '../api/policies';
import { CompareTray } from '../components/compare-tray';
import { PolicyCard } from '../components/policy-card';
import { ProgramNotices } from '../components/program-notices';

const FILTER_KEYS = ['keyword', 'level', 'region', 'category', 'issuingBody', 'year'] as const;

/** /talentPolicy: published policies, newest first, filtered and paged through the URL. */
export function TalentPolicyPage() {
  const { t, i18n } = useTranslation();
  const list = useUrlList(FILTER_KEYS);
  const facets = useQuery(facetsQuery(i18n.language)).data;
  const levels = useDictOptions('policy_level');
  const categories = useDictOptions('policy_category');
  const query = useQuery(policyListQuery(list.params, i18n.language));
  const fields: FilterField[] = [
    {
      key: 'keyword',
      type: 'text',
      labelKey: 'policy.filter.keyword',
      placeholderKey: 'policy.filter.keywordHint',
    },
    { key: 'level', type: 'select', labelKey: 'policy.filter.level', options: levels },
    { key: 'region', type: 'select', labelKey: 'policy.filter.region', options: facets?.regions ?? [] },
    { key: 'category', type: 'select', labelKey: 'policy.filter.category', options: categories },
    {
      key: 'issuingBody',
      type: 'select',
      labelKey: 'policy.filter.issuingBody',
      options: (facets?.issuingBodies ?? []).map((b) => ({ value: b, label: b })),
    },
    {
      key: 'year',
      type: 'select',
      labelKey: 'policy.filter.year',
      options: (facets?.years ?? []).map((y) => ({ value: String(y), label: String(y) })),
    },
  ];
  return (
    <div className={kit.page}>
      <header className={kit.pageHeader}>
        <h1 className={kit.title}>{t('policy.list.title')}</h1>
        <p className={kit.lead}>{t('policy.list.lead')}</p>
      </header>
      {/* Re-mounted when the URL changes, so back/forward show that entry's filters. */}
      <FilterBar
        key={JSON.stringify(list.filters)}
        fields={fields}
        values={list.filters}
        onApply={list.apply}
      />
      {/* Program notices follow the list once it is in: shown before, the arriving list would push them down. */}
      <QueryState query={query} isEmpty={(d) => d.rows.length === 0} after={<ProgramNotices />}>
        {(data) => (
          <>
            <ul className={kit.cards} aria-busy={query.isFetching} data-testid="search-results">
              {data.rows.map((p) => (
                <li key={p.id}>
                  <PolicyCard policy={p} />
                </li>
              ))}
            </ul>
            <LightPagination total={data.total} page={list.page} limit={list.limit} onChange={list.setPage} />
          </>
        )}
      </QueryState>
      <CompareTray />
    </div>
  );
}
