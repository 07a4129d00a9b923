import type { TLocale } from '@rcwb/shared';

/** SPEC §9 default date format (`y-m-d h:i:s`), in the classic `parseTime` token syntax. */
export const DATE_TIME_PATTERN = '{y}-{m}-{d} {h}:{i}:{s}';
export const DATE_PATTERN = '{y}-{m}-{d}';

/** What the API and forms hand over as a point in time. */
export type DateInput = Date | number | string | null | undefined;

const WEEKDAYS: Record<TLocale, readonly string[]> = {
  'zh-CN': ['日', '一', '二', '三', '四', '五', '六'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
};

// "2024-01-02 03:04:05(.678)": no zone, so local time — as the classic client read it.
const LOCAL_DATE_TIME =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:\.(\d{1,3})\d*)?)?)?$/;

function fromString(text: string): Date {
  if (/^\d+$/.test(text)) return fromNumber(Number(text));
  const local = LOCAL_DATE_TIME.exec(text);
  if (local) {
    const [, y, mo, d, h = '0', mi = '0', s = '0', ms = '0'] = local;
    return new Date(
      Number(y),
      Number(mo) - 1,
      Number(d),
      Number(h),
      Number(mi),
      Number(s),
      Number(ms.padEnd(3, '0')),
    );
  }
  // ISO strings with a zone (…Z, …+08:00) and anything else Date understands.
  return new Date(text);
}

// Ten digits are seconds since the epoch (classic rule); longer values are milliseconds.
const fromNumber = (value: number): Date =>
  new Date(String(Math.trunc(value)).length === 10 ? value * 1000 : value);

/** Reads a date from a Date, seconds, milliseconds, a digit string or a date/ISO string. */
export function toDate(value: DateInput): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date =
    value instanceof Date
      ? new Date(value.getTime())
      : typeof value === 'number'
        ? fromNumber(value)
        : fromString(value.trim());
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * Formats a point in time like the classic `parseTime`: tokens `{y}` year, `{m}` month, `{d}` day,
 * `{h}` hour (24 h), `{i}` minutes, `{s}` seconds (all but the year two digits) and `{a}` the
 * weekday (一…日 in Chinese, Mon…Sun in English). Accepts Date objects, seconds (10 digits),
 * milliseconds, digit strings, `yyyy-mm-dd[ hh:mm[:ss]]` (local time) and ISO strings with a zone.
 * Empty or unreadable input gives '' so a table cell simply stays blank.
 *
 * @example formatDateTime(1704164645) // '2024-01-02 03:04:05' (in the local time zone)
 */
export function formatDateTime(
  value: DateInput,
  pattern: string = DATE_TIME_PATTERN,
  locale: TLocale = 'zh-CN',
): string {
  const date = toDate(value);
  if (!date) return '';
  const parts: Record<string, number> = {
    y: date.getFullYear(),
    m: date.getMonth() + 1,
    d: date.getDate(),
    h: date.getHours(),
    i: date.getMinutes(),
    s: date.getSeconds(),
    a: date.getDay(),
  };
  return pattern.replace(/\{([ymdhisa])\}/g, (_, key: string) => {
    const part = parts[key]!;
    if (key === 'a') return WEEKDAYS[locale][part]!;
    return key === 'y' ? String(part) : String(part).padStart(2, '0');
  });
}

/** The date part only: `{y}-{m}-{d}`. */
export const formatDate = (value: DateInput): string => formatDateTime(value, DATE_PATTERN);
