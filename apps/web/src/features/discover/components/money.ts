import { formatAmount } from '@/lib/format/money';
type Translate = (key: string, params?: Record<string, string | number>) => string;

/** Budgets and prices are kept in 万元 (10,000 yuan); null means negotiable. */
export const formatWan = (amount: number | null, t: Translate, locale: string): string =>
  amount === null ? t('discover.negotiable') : formatAmount(amount, '万元', locale);
