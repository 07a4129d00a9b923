import type { ReactNode } from 'react';
import { Tag } from 'antd';
import type { TFunction } from '@/lib/i18n';
import { DictTag } from '@/components/dict-tag';
import type { DictEntry } from '@/lib/dict';
import { DATE_PATTERN, formatDateTime } from '@/lib/format/date-format';
import type { ColumnDef } from './types';
import { numberFormat } from '@/lib/format/intl';

const EMPTY = '';

/** A column's value of a row, shown by its value type (or the column's own render). */
export function renderValue<R>(
  column: ColumnDef<R>,
  row: R,
  dicts: ReadonlyMap<string, DictEntry[]>,
  t: TFunction,
  locale: string,
): ReactNode {
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.key];
  if (value === null || value === undefined || value === '') return EMPTY;
  switch (column.type ?? 'text') {
    case 'dict':
      return <DictTag options={dicts.get(column.dict ?? '') ?? []} value={value} />;
    case 'tags': {
      const values = Array.isArray(value) ? value : String(value).split(',');
      if (column.dict) return <DictTag options={dicts.get(column.dict) ?? []} value={values} />;
      return values.map((v) => <Tag key={String(v)}>{String(v)}</Tag>);
    }
    case 'date':
      return formatDateTime(value as string, DATE_PATTERN);
    case 'datetime':
      return formatDateTime(value as string);
    case 'number':
      return typeof value === 'number' ? numberFormat(locale).format(value) : String(value);
    case 'boolean':
      return t(value === true || value === '1' || value === 1 ? 'resource.yes' : 'resource.no');
    default:
      return String(value);
  }
}

/** Dictionary types the columns need. */
export const dictTypesOf = <R,>(columns: readonly ColumnDef<R>[]): string[] =>
  columns.flatMap((c) => (c.dict && (c.type === 'dict' || c.type === 'tags') ? [c.dict] : []));
