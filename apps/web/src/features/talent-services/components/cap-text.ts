import { numberFormat } from '@/lib/format/intl';
import type { TFunction } from '@/lib/i18n';

/** A service's subsidy cap ("Up to 300,000 yuan over 36 months"), '' when it has none. */
export const capText = (
  t: TFunction,
  locale: string,
  rule: { amountCap: number | null; periodMonths: number | null },
): string =>
  rule.amountCap === null
    ? ''
    : t('talentUi.cap', {
        amount: numberFormat(locale).format(rule.amountCap),
        months: rule.periodMonths ?? '',
      });
