import { useCallback, useEffect } from 'react';
import type { TCodeNames } from '@rcwb/shared';
import { type QueryClient, queryOptions, useQueries, useQueryClient } from '@tanstack/react-query';
import DataLoader from 'dataloader';
import { i18n, useTranslation } from '@/lib/i18n';
import { DICT_STALE_MS, type DictEntry, getDict } from '../api/get-dict';
import { warnMissingDict } from './missing-dict';

/** An entry and its ancestors, root first (a district: province, city, district); empty when unknown. */
export type DictPath = readonly DictEntry[];

/** As many values as the server names in one request. */
const MAX_VALUES = 200;
const NO_VALUES: readonly (string | null | undefined)[] = [];

function pathOf(byValue: ReadonlyMap<string, DictEntry>, value: string): DictPath {
  const path: DictEntry[] = [];
  for (
    let e = byValue.get(value);
    e && !path.includes(e);
    e = e.parentValue ? byValue.get(e.parentValue) : undefined
  )
    path.unshift(e);
  return path;
}

const loaders = new Map<string, DataLoader<string, DictPath>>();

/**
 * The values every component on a page asks to name within one tick go out as one request per
 * type and language. Answers are cached by TanStack Query (per value), not by the loader.
 */
function loaderOf(type: string, locale: string): DataLoader<string, DictPath> {
  const key = `${type}\0${locale}`;
  let loader = loaders.get(key);
  if (!loader) {
    loader = new DataLoader(
      async (values: readonly string[]) => {
        const entries = await getDict(type, undefined, { values: values.join(',') }, locale);
        const byValue = new Map(entries.map((e) => [e.dictValue, e]));
        return values.map((v) => pathOf(byValue, v));
      },
      { cache: false, maxBatchSize: MAX_VALUES },
    );
    loaders.set(key, loader);
  }
  return loader;
}

export const dictNameQuery = (type: string, locale: string, value: string) =>
  queryOptions({
    queryKey: ['dict', 'name', type, locale, value],
    queryFn: () => loaderOf(type, locale).load(value),
    staleTime: DICT_STALE_MS,
  });

/**
 * Keeps the names an answer brought with it (the public job answers' `names`, ADR 0027) where
 * `useDictNames` looks, so the page it is for asks for none of them. `locale` is the language the answer was asked in.
 */
export function keepDictNames(client: QueryClient, locale: string, names: TCodeNames | undefined): void {
  for (const [type, byCode = {}] of Object.entries(names ?? {})) {
    const byValue = new Map<string, DictEntry>(
      Object.entries(byCode).map(([dictValue, { label, parent }]) => [
        dictValue,
        {
          dictType: type,
          dictValue,
          dictLabel: label,
          parentValue: parent,
          cssClass: '',
          listClass: '',
          sort: 0,
        },
      ]),
    );
    for (const value of byValue.keys())
      client.setQueryData(dictNameQuery(type, locale, value).queryKey, pathOf(byValue, value));
  }
}

/**
 * `ask`'s answer, with the `names` it brings (a public answer that names its codes, ADR 0027) kept
 * by `keepDictNames` under the language it was asked in: the page shows the answer without a
 * further request for its names.
 */
export async function keepingDictNames<T extends object>(
  client: QueryClient,
  ask: () => Promise<T>,
): Promise<T> {
  const language = i18n.language;
  const answer = await ask();
  keepDictNames(client, language, (answer as { names?: TCodeNames }).names);
  return answer;
}

/**
 * Names of a few values of a large dictionary (the area codes a page shows) without fetching the
 * whole of it. `path(value)` reads every name fetched so far, so a list whose next page brings new
 * values still names the rows it shows; `pending` says whether the values asked for now are all in.
 */
export function useDictNames(
  type: string,
  values: readonly (string | null | undefined)[] = NO_VALUES,
): { path: (value: string) => DictPath; pending: boolean } {
  const { i18n } = useTranslation();
  const client = useQueryClient();
  const locale = i18n.language;
  const unique = [...new Set(values.filter((v): v is string => !!v))];
  const state = useQueries({
    queries: unique.map((value) => dictNameQuery(type, locale, value)),
    combine: (results) => ({
      pending: results.some((r) => r.isPending),
      failed: results.some((r) => r.isError),
    }),
  });
  useEffect(() => {
    if (state.failed) warnMissingDict(type, 'failed');
  }, [type, state.failed]);
  const path = useCallback(
    (value: string): DictPath => client.getQueryData(dictNameQuery(type, locale, value).queryKey) ?? [],
    [client, type, locale],
  );
  return { pending: state.pending, path };
}
