import type { TFunction } from '@/lib/i18n';
import type { TAggregateView, TRankView } from '../api/program-scoring';
import { numberFormat } from '@/lib/format/intl';

/** A score as shown: at most two decimals, in the reader's digits. */
export const formatScore = (n: number | null, locale: string) =>
  n === null ? '—' : numberFormat(locale, { maximumFractionDigits: 2 }).format(n);

/** How the aggregate was made: a plain mean, or the mean without the highest and lowest. */
export const aggregateNote = (a: TAggregateView, t: TFunction, locale: string) => {
  if (a.mean === null) return t('programScoringUi.noScores');
  return a.dropped
    ? t('programScoringUi.dropped', {
        counted: a.counted,
        highest: formatScore(a.dropped.highest, locale),
        lowest: formatScore(a.dropped.lowest, locale),
      })
    : t('programScoringUi.plainMean', { counted: a.counted });
};

export const rankText = (r: TRankView | null, t: TFunction) =>
  r
    ? `${t('programScoringUi.rankOf', { rank: r.rank, of: r.of })} · ${t(
        r.withinQuota ? 'programScoringUi.withinQuota' : 'programScoringUi.outsideQuota',
      )}`
    : t('programScoringUi.notRanked');
