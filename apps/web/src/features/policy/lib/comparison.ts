import { formatAmount } from '@/lib/format/money';
import type { Dimension, DimensionValue } from '../api/policies';

/** How many policies a comparison holds (issue 7: choose 2–4). */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

/** Policy ids from `?ids=3,5,8`: positive integers, first occurrence kept, at most four. */
export function parseCompareIds(value: string | null | undefined): number[] {
  const ids: number[] = [];
  for (const part of (value ?? '').split(',')) {
    const n = Number(part.trim());
    if (Number.isInteger(n) && n > 0 && !ids.includes(n)) ids.push(n);
    if (ids.length === COMPARE_MAX) break;
  }
  return ids;
}

export const compareHref = (ids: readonly number[]) => `/policyComparison?ids=${ids.join(',')}`;

const isBlank = (v: DimensionValue | undefined) =>
  v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * What two values are compared by: "not stated" is its own value; text ignores surrounding space
 * and case; lists ignore order (the same tiers listed differently are not a difference).
 */
export function comparableKey(value: DimensionValue | undefined, type: Dimension['type']): string {
  if (isBlank(value)) return '∅';
  switch (type) {
    case 'amount':
      return String(Number(value));
    case 'yesno':
      return value === true ? 'yes' : 'no';
    case 'list':
      return JSON.stringify((Array.isArray(value) ? value : [String(value)]).map((s) => s.trim()).sort());
    default:
      return String(value).trim().toLowerCase();
  }
}

type Translate = (key: string, params?: Record<string, string | number>) => string;

/** A value as the table shows it, in the reader's language. */
export function formatDimensionValue(
  value: DimensionValue | undefined,
  dimension: Pick<Dimension, 'type' | 'unit'>,
  t: Translate,
  locale: string,
): string {
  if (isBlank(value)) return t('policy.compare.notStated');
  switch (dimension.type) {
    case 'amount':
      return formatAmount(Number(value), dimension.unit, locale);
    case 'yesno':
      return value === true ? t('resource.yes') : t('resource.no');
    case 'list':
      return (Array.isArray(value) ? value : [String(value)]).join(locale === 'en' ? ', ' : '、');
    default:
      return String(value);
  }
}

export type ComparisonRow = {
  key: string;
  label: string;
  cells: string[];
  /** True when the policies do not all have the same value. */
  differs: boolean;
};

/**
 * One row per dimension with each policy's value; a row differs when at least two policies
 * have different values ("not stated" counts as a value, so stating a benefit is a difference).
 */
export function dimensionRows(
  dimensions: readonly Dimension[],
  policies: readonly { values: Record<string, DimensionValue> }[],
  t: Translate,
  locale: string,
): ComparisonRow[] {
  return dimensions.map((d) => {
    const values = policies.map((p) => p.values[String(d.id)]);
    const keys = new Set(values.map((v) => comparableKey(v, d.type)));
    return {
      key: `dimension-${d.id}`,
      label: d.name,
      cells: values.map((v) => formatDimensionValue(v, d, t, locale)),
      differs: policies.length > 1 && keys.size > 1,
    };
  });
}

/** Rows of plain facts (level, region, …), compared as shown. */
export function factRow(key: string, label: string, cells: string[]): ComparisonRow {
  return { key, label, cells, differs: new Set(cells.map((c) => c.trim().toLowerCase())).size > 1 };
}

export const visibleRows = (rows: readonly ComparisonRow[], onlyDifferences: boolean): ComparisonRow[] =>
  onlyDifferences ? rows.filter((r) => r.differs) : [...rows];
