import '../i18n-scope';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { FAIR_KINDS, FAIR_PHASES, PORTAL_REGION } from '@rcwb/shared';
import { FilterBar, type FilterField, QueryState, useDictOptions, useUrlList } from '@/components/portal-kit';
import { fairPublicQueries } from '../api/fairs';
import { FairCard } from '../components/fair-card';
import styles from '../components/fairs-public.module.css';
import { dateTimeFormat } from '@/lib/format/intl';

const KEYS = ['keyword', 'phase', 'kind', 'city', 'month'] as const;

/** The next twelve months as 'YYYY-MM' choices, with the past six for looking back at recaps. */
function monthOptions(language: string) {
  const now = new Date();
  const format = dateTimeFormat(language, { year: 'numeric', month: 'long' });
  return Array.from({ length: 18 }, (_, i) => {
    const d = new Date(now.getFullYear(), now.getMonth() - 6 + i, 1);
    const value = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
    return { value, label: format.format(d) };
  });
}

/** /recruitment/jobFairs: the fairs by status, kind, city, month and keyword, filters in the URL. */
export function FairsListPage() {
  const { t, i18n } = useTranslation();
  const list = useUrlList(KEYS);
  const cities = useDictOptions('area', { parent: PORTAL_REGION });
  const fields = useMemo<FilterField[]>(
    () => [
      { key: 'keyword', labelKey: 'fairs.filter.keyword', type: 'text' },
      {
        key: 'phase',
        labelKey: 'fairs.filter.phase',
        type: 'select',
        options: FAIR_PHASES.map((p) => ({ value: p, label: t(`fairs.phase.${p}`) })),
      },
      {
        key: 'kind',
        labelKey: 'fairs.filter.kind',
        type: 'select',
        options: FAIR_KINDS.map((k) => ({ value: k, label: t(`fairs.kind.${k}`) })),
      },
      {
        key: 'city',
        labelKey: 'fairs.filter.city',
        type: 'select',
        options: cities,
      },
      { key: 'month', labelKey: 'fairs.filter.month', type: 'select', options: monthOptions(i18n.language) },
    ],
    [t, i18n.language, cities],
  );
  const fairs = useQuery({ ...fairPublicQueries.list(list.params), placeholderData: keepPreviousData });
  const pageCount = Math.ceil((fairs.data?.total ?? 0) / list.limit);
  return (
    <div className={styles.page}>
      <h1>{t('fairs.list.title')}</h1>
      <p className={styles.lead}>{t('fairs.list.lead')}</p>
      <FilterBar
        key={JSON.stringify(list.filters)}
        fields={fields}
        values={list.filters}
        onApply={list.apply}
      />
      <QueryState query={fairs}>
        {(data) =>
          data.rows.length ? (
            <>
              <p aria-live="polite">{t('fairs.total', { n: data.total })}</p>
              <ul className={styles.list}>
                {data.rows.map((f) => (
                  <li key={f.id}>
                    <FairCard fair={f} />
                  </li>
                ))}
              </ul>
              {pageCount > 1 && (
                <nav className={styles.pager} aria-label={t('pagination.label')}>
                  <button
                    type="button"
                    className="ui-button"
                    disabled={list.page <= 1}
                    onClick={() => list.setPage(list.page - 1, list.limit)}
                  >
                    {t('jobs.pager.prev')}
                  </button>
                  <span>
                    {list.page} / {pageCount}
                  </span>
                  <button
                    type="button"
                    className="ui-button"
                    disabled={list.page >= pageCount}
                    onClick={() => list.setPage(list.page + 1, list.limit)}
                  >
                    {t('jobs.pager.next')}
                  </button>
                </nav>
              )}
            </>
          ) : (
            <p>{t('fairs.empty')}</p>
          )
        }
      </QueryState>
    </div>
  );
}
