/**
 * Shared Intl formatters. Building one costs about 0.15 ms in Chromium (the first of a kind
 * several milliseconds), and a list of cards would build one per date or number on every
 * render: they are built once per language and options, and reused.
 *
 * The first Intl formatter of a page costs more: 20–45 ms of main thread in Chromium while it
 * loads its locale data (80–180 ms on Lighthouse's phone, inside the render that first shows a
 * count or a date). The public pages show whole counts and medium dates, whose forms in the
 * portal's two languages are fixed: `numberFormat` without options and `mediumDateFormat` write
 * those out themselves, exactly as Intl does (intl.unit.test.ts compares them over many values),
 * and hand anything else to Intl.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(
  kind: string,
  locale: string,
  options: object | undefined,
  build: () => T,
): T {
  const key = `${kind}\0${locale}\0${JSON.stringify(options ?? {})}`;
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = build();
    cache.set(key, format);
  }
  return format;
}

/** The languages whose whole numbers and medium dates are written out without Intl. */
const WRITTEN_OUT = new Set(['zh-CN', 'en']);

export type TNumberFormat = { format(value: number): string };

/** Whole numbers grouped by thousands with commas ("-1,234,567"), as both languages write them. */
const grouped = (n: number) => `${n < 0 ? '-' : ''}${String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',')}`;

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): TNumberFormat {
  const intl = () => cached('number', locale, options, () => new Intl.NumberFormat(locale, options));
  if (options || !WRITTEN_OUT.has(locale)) return intl();
  // -0 is "-0" to Intl; fractions and huge numbers have rules of their own.
  return { format: (n) => (Number.isSafeInteger(n) && !Object.is(n, -0) ? grouped(n) : intl().format(n)) };
}

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The portal's time zone: China Standard Time, UTC+8 all year (no daylight saving since 1991). */
export const PORTAL_TIME_ZONE = 'Asia/Shanghai';
const PORTAL_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Where a moment is read: in the browser's own time zone, or in the portal's. */
export type TZone = 'browser' | 'portal';

/** A moment's calendar fields (month 0–11) in the browser's time zone or the portal's. */
export function calendarFields(date: Date, zone: TZone) {
  if (zone === 'browser') {
    return {
      y: date.getFullYear(),
      m: date.getMonth(),
      d: date.getDate(),
      h: date.getHours(),
      min: date.getMinutes(),
    };
  }
  const shifted = new Date(date.getTime() + PORTAL_OFFSET_MS);
  return {
    y: shifted.getUTCFullYear(),
    m: shifted.getUTCMonth(),
    d: shifted.getUTCDate(),
    h: shifted.getUTCHours(),
    min: shifted.getUTCMinutes(),
  };
}

/** A date as `dateStyle: 'medium'` writes it: "2026年11月25日", "Nov 25, 2026". */
export function mediumDateFormat(locale: string, zone: TZone = 'browser'): { format(date: Date): string } {
  const intl = () =>
    dateTimeFormat(
      locale,
      zone === 'portal' ? { dateStyle: 'medium', timeZone: PORTAL_TIME_ZONE } : { dateStyle: 'medium' },
    );
  if (!WRITTEN_OUT.has(locale)) return intl();
  return {
    format: (date) => {
      const { y, m, d } = calendarFields(date, zone);
      // Years of other than four digits are padded or signed by Intl's rules: left to it.
      if (!(y >= 1000 && y <= 9999)) return intl().format(date);
      return locale === 'zh-CN' ? `${y}年${m + 1}月${d}日` : `${MONTHS[m]} ${d}, ${y}`;
    },
  };
}

export const listFormat = (locale: string, options?: Intl.ListFormatOptions): Intl.ListFormat =>
  cached('list', locale, options, () => new Intl.ListFormat(locale, options));
