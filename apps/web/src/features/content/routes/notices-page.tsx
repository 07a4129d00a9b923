import '../i18n-scope';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { LightPagination } from '@/components/pagination/light-pagination';
import { type FilterField, FilterBar, QueryState, kit, useUrlList } from '@/components/portal-kit';
import { formatReadableDate } from '@/lib/format/readable-date';
import { noticeListQuery } from '../api/portal-home';

const FILTER_KEYS = ['keyword'] as const;
const FIELDS: FilterField[] = [
  { key: 'keyword', type: 'text', labelKey: 'notices.keyword', placeholderKey: 'notices.keywordHint' },
];

/** /notices: every published notice, pinned first, searched and paged through the URL. */
export function NoticesPage() {
  const { t, i18n } = useTranslation();
  const list = useUrlList(FILTER_KEYS);
  const query = useQuery(noticeListQuery(list.params, i18n.language));
  return (
    <div className={kit.page}>
      <header className={kit.pageHeader}>
        <h1 className={kit.title}>{t('notices.title')}</h1>
        <p className={kit.lead}>{t('notices.lead')}</p>
      </header>
      {/* Re-mounted when the URL changes, so back/forward show that entry's filters. */}
      <FilterBar
        key={JSON.stringify(list.filters)}
        fields={FIELDS}
        values={list.filters}
        onApply={list.apply}
      />
      <QueryState query={query} isEmpty={(d) => d.rows.length === 0}>
        {(data) => (
          <>
            <ul
              className={`${kit.panel} ${kit.plainList}`}
              aria-busy={query.isFetching}
              data-testid="notice-list"
            >
              {data.rows.map((n) => (
                <li key={n.id}>
                  {n.pinned && <span className={kit.badge}>{t('portalHome.pinned')}</span>}{' '}
                  <Link to={`/noticeDetail?id=${n.id}`}>{n.title}</Link>{' '}
                  <span className={kit.muted}>{formatReadableDate(n.publishedAt, i18n.language)}</span>
                </li>
              ))}
            </ul>
            <LightPagination total={data.total} page={list.page} limit={list.limit} onChange={list.setPage} />
          </>
        )}
      </QueryState>
    </div>
  );
}
