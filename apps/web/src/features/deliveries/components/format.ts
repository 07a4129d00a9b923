import { dateTimeFormat } from '@/lib/format/intl';
/** A date and time in the reader's language and time zone, e.g. for timelines and interviews. */
export const formatDateTime = (iso: string, locale: string): string =>
  dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
