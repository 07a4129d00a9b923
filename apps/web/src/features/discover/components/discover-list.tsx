import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { LightPagination } from '@/components/pagination/light-pagination';
import { type FilterField, FilterBar, QueryState, type UrlList, kit } from '@/components/portal-kit';
import { publicListQuery } from '../api/discover';
import { DiscoverNav } from './discover-nav';

type Props<T> = {
  /** Public list of `/public/<kind>/list`. */
  kind: string;
  titleKey: string;
  leadKey: string;
  list: UrlList;
  fields: FilterField[];
  renderItem: (item: T) => ReactNode;
  /** Below the list (e.g. the expert drawer). */
  children?: ReactNode;
};

/** A discover list page: area navigation, URL-driven filters, cards and the pager. */
export function DiscoverList<T extends { id: number }>({
  kind,
  titleKey,
  leadKey,
  list,
  fields,
  renderItem,
  children,
}: Props<T>) {
  const { t, i18n } = useTranslation();
  const query = useQuery(publicListQuery<T>(kind, list.params, i18n.language));
  return (
    <div className={kit.page}>
      <DiscoverNav />
      <header className={kit.pageHeader}>
        <h1 className={kit.title}>{t(titleKey)}</h1>
        <p className={kit.lead}>{t(leadKey)}</p>
      </header>
      <FilterBar
        key={JSON.stringify(list.filters)}
        fields={fields}
        values={list.filters}
        onApply={list.apply}
      />
      <QueryState query={query} isEmpty={(d) => d.rows.length === 0}>
        {(data) => (
          <>
            <ul className={kit.cards} aria-busy={query.isFetching} data-testid="search-results">
              {data.rows.map((item) => (
                <li key={item.id}>{renderItem(item)}</li>
              ))}
            </ul>
            <LightPagination total={data.total} page={list.page} limit={list.limit} onChange={list.setPage} />
          </>
        )}
      </QueryState>
      {children}
    </div>
  );
}
