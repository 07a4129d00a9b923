import type { TFunction } from '@/lib/i18n';

/** "8k–12k/month", or "negotiable" when the posting names no range. */
export function salaryText(t: TFunction, min: number | null, max: number | null): string {
  if (min === null || max === null) return t('jobs.salary.negotiable');
  const k = (n: number) => (n >= 1000 ? `${Number((n / 1000).toFixed(1))}k` : String(n));
  return t('jobs.salary.range', { min: k(min), max: k(max) });
}
