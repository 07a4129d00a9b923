import { calendarFields, dateTimeFormat, mediumDateFormat } from './intl';

/*
 * Dates worded for reading rather than for a table column, in the portal's language. Kept apart
 * from date-format.ts (the SPEC's y-m-d patterns and their parsing) because public cards use it
 * and the public pages have a first-load budget.
 */

type ReadableInput = string | number | Date | null | undefined;

const toDate = (value: ReadableInput): Date | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

const readable =
  (formatter: (locale: string) => { format(date: Date): string }) =>
  (value: ReadableInput, locale: string) => {
    const date = toDate(value);
    return date ? formatter(locale).format(date) : '';
  };

/** "2026年11月25日", "Nov 25, 2026". Pass the app's language: the browser's own may differ. */
export const formatReadableDate = readable(mediumDateFormat);

/** "2026年11月25日 14:30", "Nov 25, 2026, 2:30 PM". */
export const formatReadableDateTime = readable((locale) =>
  dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
);

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * When something runs (a fair), in the portal's time zone on a 24-hour clock, wherever the reader
 * is: "2026年11月25日 09:00–17:30", "Nov 25, 2026 09:00–17:30"; across days both ends in full
 * ("2026年11月25日 09:00 – 2026年11月27日 17:30"). Written out rather than Intl's `formatRange`,
 * whose forms differ between browsers and which would load Intl's locale data on the home page
 * (ADR 0028).
 */
export function formatPortalTimeRange(start: ReadableInput, end: ReadableInput, locale: string): string {
  const [from, to] = [toDate(start), toDate(end)];
  if (!from || !to) return '';
  const day = mediumDateFormat(locale, 'portal');
  const clock = (date: Date) => {
    const { h, min } = calendarFields(date, 'portal');
    return `${twoDigits(h)}:${twoDigits(min)}`;
  };
  const [fromDay, toDay] = [day.format(from), day.format(to)];
  return fromDay === toDay
    ? `${fromDay} ${clock(from)}–${clock(to)}`
    : `${fromDay} ${clock(from)} – ${toDay} ${clock(to)}`;
}
