import { useMemo } from 'react';
import { Badge, Segmented } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { DELIVERY_STATUSES, type TDeliveryCounts } from '@rcwb/shared';
import { useTranslation } from '@/lib/i18n';
import { type FilterDef, type ListParams, parseListState, toFilterParams } from '@/components/resource';

type Props = {
  /**
   * The list's query key: the counts are kept under it, so whatever refreshes the list after a
   * step (or a live message) refreshes the counts with it.
   */
  listKey: string;
  filters: readonly FilterDef[];
  load: (params: ListParams) => Promise<TDeliveryCounts>;
};

/**
 * How many deliveries are in each state under the list's other filters; choosing a state filters
 * the list below (the state is the list's own `status` filter in the URL).
 */
export function StatusCounts({ listKey, filters, load }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => {
    const { status: _status, ...rest } = toFilterParams(parseListState(search, filters), filters);
    return rest;
  }, [search, filters]);
  const counts = useQuery({ queryKey: [listKey, 'counts', params], queryFn: () => load(params) });
  const current = search.get('status') ?? '';
  const total = counts.data ? DELIVERY_STATUSES.reduce((n, s) => n + counts.data[s], 0) : undefined;
  const label = (text: string, n: number | undefined) => (
    <span>
      {text} <Badge count={n ?? 0} showZero overflowCount={9999} color="#8c8c8c" />
    </span>
  );
  return (
    <Segmented
      aria-label={t('deliveriesUi.countsLabel')}
      style={{ marginBottom: 12, flexWrap: 'wrap' }}
      value={current}
      onChange={(value) =>
        setSearch((prev) => {
          const next = new URLSearchParams(prev);
          next.delete('page');
          if (value) next.set('status', String(value));
          else next.delete('status');
          return next;
        })
      }
      options={[
        { value: '', label: label(t('deliveriesUi.allStatuses'), total) },
        ...DELIVERY_STATUSES.map((s) => ({
          value: s,
          label: label(t(`deliveriesUi.status.${s}`), counts.data?.[s]),
        })),
      ]}
    />
  );
}
