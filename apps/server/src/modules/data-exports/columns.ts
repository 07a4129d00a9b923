import type { TCell, TCellContext, TExportColumn, TLabels, TPersonalKind } from './dataset';

// Builders of a dataset's columns, one line each; the data-exports index offers them as `column.*`.

type TColumnExtra = { width?: number; personal?: TPersonalKind };

/** The name in the sheet's language. */
const inLocale = (labels: TLabels, c: TCellContext) => (c.locale === 'en' ? labels.en : labels.zh);

/** A column whose cell is the row's value as it is (text, number, date). */
export const plain = <R>(
  key: string,
  en: string,
  zh: string,
  value: (row: R) => TCell,
  extra: TColumnExtra = {},
): TExportColumn<R> => ({ key, en, zh, ...extra, value });

/** The row's id, the first column of every sheet. */
export const id = <R extends { id: number }>(): TExportColumn<R> =>
  plain<R>('id', 'ID', '编号', (r) => r.id, { width: 10 });

/** A mobile number, masked unless the requester may and chose to see it. */
export const mobile = <R>(value: (row: R) => TCell): TExportColumn<R> =>
  plain('mobile', 'Mobile', '手机号', value, { personal: 'mobile' });

/** An email address, masked unless the requester may and chose to see it. */
export const email = <R>(value: (row: R) => TCell): TExportColumn<R> =>
  plain('email', 'Email', '邮箱', value, { width: 26, personal: 'email' });

/** A dictionary value, shown by its label in the sheet's language (the dataset lists the type in `dicts`). */
export const dict = <R>(
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
export const label = <R, V extends string>(
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
