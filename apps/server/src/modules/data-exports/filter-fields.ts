import { type SQL, and, gte, lt } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type TFilterField, type TLabels, dayEnd, dayStart } from './dataset';

/** A choice among the values of a set, each offered by its names. */
export const selectFilter = <V extends string>(
  key: string,
  en: string,
  zh: string,
  values: readonly V[],
  labels: Readonly<Record<V, TLabels>>,
): TFilterField => ({
  key,
  type: 'select',
  en,
  zh,
  options: values.map((value) => ({ value, ...labels[value] })),
});

/** A time column within a pair of day filters: from the first day's start to the last day's end. */
export const withinDays = (at: AnyPgColumn, from?: string, to?: string): SQL | undefined =>
  and(from ? gte(at, dayStart(from)) : undefined, to ? lt(at, dayEnd(to)) : undefined);
