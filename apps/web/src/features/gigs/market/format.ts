import type { TFunction } from '@/lib/i18n';
import { dateTimeFormat, listFormat, numberFormat } from '@/lib/format/intl';

/** Kilometres with one decimal in the reader's language ("1.2 km away", "距离 1.2 公里"). */
export function distanceText(t: TFunction, language: string, km: number): string {
  const format = numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return t('gigMarket.distance', { km: format.format(Math.round(km * 10) / 10) });
}

export const payText = (t: TFunction, amount: number, unit: string): string =>
  t('gigMarket.pay', { amount, unit: t(`gigMarket.payUnit.${unit}`) });

export const ratingText = (t: TFunction, avg: number | null, count: number): string =>
  avg === null || count === 0 ? t('gigMarket.noRating') : t('gigMarket.rating', { avg, count });

/** ISO weekdays (1 Monday … 7 Sunday) as the reader's short day names. */
export function weekdaysText(language: string, days: readonly number[]): string {
  const format = dateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  // 2024-01-01 was a Monday: day d is d - 1 days after it.
  const names = days.map((d) => format.format(new Date(Date.UTC(2024, 0, d))));
  return listFormat(language, { style: 'short', type: 'unit' }).format(names);
}
