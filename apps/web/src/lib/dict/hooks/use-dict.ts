import { useEffect, useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { type DictEntry, type DictNarrowing, dictQuery } from '../api/get-dict';
import { warnMissingDict } from './missing-dict';

const NONE: DictEntry[] = [];

function useWarnWhenMissing(type: string | undefined, data: DictEntry[] | undefined, failed: boolean) {
  useEffect(() => {
    if (!type) return;
    if (failed) warnMissingDict(type, 'failed');
    else if (data && data.length === 0) warnMissingDict(type, 'empty');
  }, [type, data, failed]);
}

/** The entries of one dictionary type, or a part of it (empty while loading or when missing). */
export function useDict(
  type: string | undefined,
  narrowing?: DictNarrowing,
): { entries: DictEntry[]; isPending: boolean } {
  const { i18n } = useTranslation();
  const query = useQuery({ ...dictQuery(type ?? '', i18n.language, narrowing), enabled: !!type });
  useWarnWhenMissing(type, query.data, query.isError);
  return { entries: query.data ?? NONE, isPending: !!type && query.isPending };
}

/** Several dictionaries at once, by type; types may repeat or be empty. */
export function useDicts(types: readonly string[]): ReadonlyMap<string, DictEntry[]> {
  return useDictsState(types).byType;
}

/** Several dictionaries at once, and whether any of them is still loading for the first time. */
export function useDictsState(types: readonly string[]): {
  byType: ReadonlyMap<string, DictEntry[]>;
  isPending: boolean;
} {
  const { i18n } = useTranslation();
  const unique = useMemo(() => [...new Set(types.filter(Boolean))], [types]);
  const results = useQueries({ queries: unique.map((type) => dictQuery(type, i18n.language)) });
  const datas = results.map((r) => r.data);
  const failures = results.map((r) => r.isError);
  useEffect(() => {
    unique.forEach((type, i) => {
      if (failures[i]) warnMissingDict(type, 'failed');
      else if (datas[i]?.length === 0) warnMissingDict(type, 'empty');
    });
  });
  // A new map only when some dictionary's data changed, so consumers can memoise on it.
  const signature = `${unique.join(',')}|${results.map((r) => r.dataUpdatedAt).join(',')}`;
  const byType = useMemo(
    () => new Map(unique.map((type, i) => [type, datas[i] ?? NONE])),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the data signature above
    [signature, i18n.language],
  );
  return { byType, isPending: results.some((r) => r.isPending) };
}
