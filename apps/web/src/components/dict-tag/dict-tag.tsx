import { Fragment } from 'react';
import { Tag } from 'antd';
import type { DictEntry } from '@/lib/dict';

/**
 * antd's preset tag texts (#52c41a on #f6ffed …) fall below WCAG AA contrast: the tags keep the
 * preset background and border but take the darker shade of each colour for the text. Inline,
 * because antd's own selectors outrank any stylesheet class.
 */
const TEXT_COLORS: Record<string, string> = {
  primary: '#0050b3',
  success: '#237804',
  warning: '#ad4e00',
  danger: '#a8071a',
};

/** The classic listClass names as antd tag colours. */
const TAG_COLORS: Record<string, string> = {
  primary: 'processing',
  success: 'success',
  info: 'default',
  warning: 'warning',
  danger: 'error',
};

/** Values may be one value, a list, or a comma-separated string (as the classic component took). */
export function dictValues(value: unknown, separator = ','): unknown[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value;
  if (typeof value === 'string' && value.includes(separator)) return value.split(separator);
  return [value];
}

// Loose on purpose (the classic shell's `==`): 1 matches '1' and true matches '1'.
const looselyEqual = (a: unknown, b: string): boolean => a == b || String(a) === b;

export type DictTagProps = {
  options: readonly DictEntry[];
  value: unknown;
  separator?: string;
  /** Show values that have no entry as plain text (default true). */
  showUnknown?: boolean;
};

/**
 * Shows dictionary values by their labels. An entry with listClass 'default' or none is plain
 * text, any other listClass is a coloured tag; cssClass is applied either way.
 */
export function DictTag({ options, value, separator = ',', showUnknown = true }: DictTagProps) {
  const values = dictValues(value, separator);
  return (
    <span className="dict-tag">
      {values.map((v, i) => {
        const entry = options.find((o) => looselyEqual(v, o.dictValue));
        const key = `${String(v)}-${i}`;
        if (!entry) return showUnknown ? <Fragment key={key}>{`${String(v)} `}</Fragment> : null;
        const plain = !entry.listClass || entry.listClass === 'default';
        if (plain)
          return (
            <span key={key} className={entry.cssClass || undefined}>
              {entry.dictLabel}
            </span>
          );
        return (
          <Tag
            key={key}
            color={TAG_COLORS[entry.listClass] ?? entry.listClass}
            className={entry.cssClass || undefined}
            style={TEXT_COLORS[entry.listClass] ? { color: TEXT_COLORS[entry.listClass] } : undefined}
          >
            {entry.dictLabel}
          </Tag>
        );
      })}
    </span>
  );
}
