import type { TScoreSheet } from '@rcwb/shared';

/**
 * The arithmetic of expert scoring, pure so every rule is unit-tested: an expert's weighted total,
 * the aggregate of an application's experts, and the ranking of a batch against its quota.
 */

const round2 = (n: number) => Math.round(n * 100) / 100;

export type TSheetProblem = {
  key: 'programScoring.score.missing' | 'programScoring.score.tooHigh' | 'programScoring.score.unknown';
  params: { criterion: string; max?: number };
};

/**
 * An expert's weighted total out of 100: each criterion's score as a share of its maximum, times
 * its weight. Every criterion must be scored within its maximum, and nothing else may be.
 */
export function weightedTotal(
  sheet: TScoreSheet,
  scores: Readonly<Record<string, number>>,
  lang: 'en' | 'zh-CN' = 'zh-CN',
): { ok: true; total: number } | { ok: false; problem: TSheetProblem } {
  for (const key of Object.keys(scores))
    if (!sheet.some((c) => c.key === key))
      return { ok: false, problem: { key: 'programScoring.score.unknown', params: { criterion: key } } };
  let total = 0;
  for (const c of sheet) {
    const given = scores[c.key];
    if (given === undefined)
      return {
        ok: false,
        problem: { key: 'programScoring.score.missing', params: { criterion: c.name[lang] } },
      };
    if (given < 0 || given > c.max)
      return {
        ok: false,
        problem: { key: 'programScoring.score.tooHigh', params: { criterion: c.name[lang], max: c.max } },
      };
    total += (given / c.max) * c.weight;
  }
  return { ok: true, total: round2(total) };
}

/** From this many experts on, the single highest and single lowest totals are left out. */
export const DROP_FROM = 5;

export type TAggregate = {
  /** The mean of the totals counted, or null before anyone scored. */
  mean: number | null;
  /** How many totals the mean counts. */
  counted: number;
  /** The totals left out (the highest and the lowest), when there were enough experts. */
  dropped: { highest: number; lowest: number } | null;
};

/** The aggregate of an application's expert totals: the mean, trimmed of the extremes from five on. */
export function aggregate(totals: readonly number[]): TAggregate {
  if (!totals.length) return { mean: null, counted: 0, dropped: null };
  const sorted = [...totals].sort((a, b) => a - b);
  const trim = sorted.length >= DROP_FROM;
  const kept = trim ? sorted.slice(1, -1) : sorted;
  return {
    mean: round2(kept.reduce((s, n) => s + n, 0) / kept.length),
    counted: kept.length,
    dropped: trim ? { highest: sorted[sorted.length - 1]!, lowest: sorted[0]! } : null,
  };
}

export type TRanked = { rank: number; withinQuota: boolean };

/**
 * The ranking of a batch's scored applications by aggregate, highest first. Equal aggregates share
 * a rank (1, 2, 2, 4); an application is within the quota when its rank is, so a tie at the quota
 * line keeps every tied application in for the reviewers to decide.
 */
export function rankBatch(
  items: readonly { id: number; mean: number }[],
  quota: number,
): Map<number, TRanked> {
  const sorted = [...items].sort((a, b) => b.mean - a.mean || a.id - b.id);
  const ranks = new Map<number, TRanked>();
  sorted.forEach((item, i) => {
    const prev = sorted[i - 1];
    const rank = prev && prev.mean === item.mean ? ranks.get(prev.id)!.rank : i + 1;
    ranks.set(item.id, { rank, withinQuota: rank <= quota });
  });
  return ranks;
}
