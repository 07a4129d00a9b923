import { numberFormat } from './intl';

/** Chinese money units an editor may write after an amount, and what one of each is in yuan. */
const YUAN_PER_UNIT: Readonly<Record<string, number>> = { 元: 1, 万元: 10_000, 亿元: 100_000_000 };

/**
 * An amount with its unit in the reader's language. Chinese keeps the unit as written
 * ("50 万元"); English writes a Chinese money unit out in yuan ("500,000 yuan"), since 万 has
 * no English word. Any other unit ("平方米", "months") is shown as written.
 */
export function formatAmount(amount: number, unit: string, locale: string): string {
  const number = (n: number) => numberFormat(locale, { maximumFractionDigits: 2 }).format(n);
  const factor = YUAN_PER_UNIT[unit.trim()];
  if (factor !== undefined && !locale.startsWith('zh')) return `${number(amount * factor)} yuan`;
  return unit ? `${number(amount)} ${unit}` : number(amount);
}
