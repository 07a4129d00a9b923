import { dateTimeFormat, mediumDateFormat } from './intl';

/*
 * Dates worded for reading rather than for a table column, in the portal's language. Kept apart
 * from date-format.ts (the SPEC's y-m-d patterns and their parsing) because public cards use it
 * and the public pages have a first-load budget.
 */

type ReadableInput = string | number | Date | null | undefined;

const readable =
  (formatter: (locale: string) => { format(date: Date): string }) =>
  (value: ReadableInput, locale: string) => {
    if (value === null || value === undefined || value === '') return '';
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? '' : formatter(locale).format(date);
  };

/** "2026年11月25日", "Nov 25, 2026". Pass the app's language: the browser's own may differ. */
export const formatReadableDate = readable(mediumDateFormat);

/** "2026年11月25日 14:30", "Nov 25, 2026, 2:30 PM". */
export const formatReadableDateTime = readable((locale) =>
  dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
);
