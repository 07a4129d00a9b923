import { type SQL, and, gte, lt } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  type TCell,
  type TCellContext,
  type TExportColumn,
  type TFilterField,
  type TPersonalKind,
  dayEnd,
  dayStart,
} from './dataset';

/** A value's name in both languages. */
export type TLabels = { en: string; zh: string };

type TColumnExtra = { width?: number; personal?: TPersonalKind };

/** The name in the sheet's language. */
const inLocale = (labels: TLabels, c: TCellContext) => (c.locale === 'en' ? labels.en : labels.zh);

/** A column whose cell is the row's value as it is (text, number, date). */
export const column = <R>(
  key: string,
  en: string,
  zh: string,
  value: (row: R) => TCell,
  extra: TColumnExtra = {},
): TExportColumn<R> => ({ key, en, zh, ...extra, value });

/** The row's id, the first column of every sheet. */
export const idColumn = <R extends { id: number }>(): TExportColumn<R> =>
  column<R>('id', 'ID', '编号', (r) => r.id, { width: 10 });

/** A mobile number, masked unless the requester may and chose to see it. */
export const mobileColumn = <R>(value: (row: R) => TCell): TExportColumn<R> =>
  column('mobile', 'Mobile', '手机号', value, { personal: 'mobile' });

/** An email address, masked unless the requester may and chose to see it. */
export const emailColumn = <R>(value: (row: R) => TCell): TExportColumn<R> =>
  column('email', 'Email', '邮箱', value, { width: 26, personal: 'email' });

/** A dictionary value, shown by its label in the sheet's language (the dataset lists the type in `dicts`). */
export const dictColumn = <R>(
  key: string,
  en: string,
  zh: string,
  dictType: string,
  value: (row: R) => string | null | undefined,
): TExportColumn<R> => ({ key, en, zh, value: (r, c) => c.label(dictType, value(r)) });

/**
 * A value with a fixed set of names (a status, a type), shown by its name in the sheet's language:
 * an empty cell when there is none, the value itself when it has no name.
 */
export const labelColumn = <R, V extends string>(
  key: string,
  en: string,
  zh: string,
  labels: Readonly<Record<V, TLabels>>,
  value: (row: R) => V | null | undefined,
): TExportColumn<R> => ({
  key,
  en,
  zh,
  value: (r, c) => {
    const v = value(r);
    if (v === null || v === undefined) return '';
    const named = labels[v] as TLabels | undefined;
    return named ? inLocale(named, c) : v;
  },
});

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
