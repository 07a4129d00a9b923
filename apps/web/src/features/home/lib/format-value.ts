import type { HomeCard } from '../api/home-types';
import { numberFormat } from '@/lib/format/intl';

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** 1536 → '1.5 KB' (binary multiples, as the upload limits count them). */
export function formatBytes(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${numberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${BYTE_UNITS[unit]}`;
}

/** A card's value as shown: grouped digits, a size, or a percentage. */
export function formatCardValue(card: Pick<HomeCard, 'value' | 'unit'>, locale: string): string {
  if (card.unit === 'bytes') return formatBytes(card.value, locale);
  if (card.unit === 'percent')
    return numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(card.value / 100);
  return numberFormat(locale).format(card.value);
}
