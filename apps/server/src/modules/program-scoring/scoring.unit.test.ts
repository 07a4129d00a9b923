import { describe, expect, it } from 'vitest';
import { aggregate, rankBatch, weightedTotal } from './scoring';

const name = (s: string) => ({ en: s, 'zh-CN': s });
const SHEET = [
  { key: 'merit', name: name('Merit'), weight: 40, max: 10 },
  { key: 'impact', name: name('Impact'), weight: 35, max: 20 },
  { key: 'plan', name: name('Plan'), weight: 25, max: 5 },
];

describe('an expert’s weighted total', () => {
  it('counts each criterion as its share of the maximum times its weight', () => {
    expect(weightedTotal(SHEET, { merit: 10, impact: 20, plan: 5 })).toEqual({ ok: true, total: 100 });
    expect(weightedTotal(SHEET, { merit: 0, impact: 0, plan: 0 })).toEqual({ ok: true, total: 0 });
    // 8/10·40 + 13/20·35 + 3/5·25 = 32 + 22.75 + 15
    expect(weightedTotal(SHEET, { merit: 8, impact: 13, plan: 3 })).toEqual({ ok: true, total: 69.75 });
    // 7/20·35 = 12.25; 1/3 shares round to two decimals
    expect(
      weightedTotal(
        [
          { key: 'a', name: name('A'), weight: 50, max: 3 },
          { key: 'b', name: name('B'), weight: 50, max: 3 },
        ],
        { a: 1, b: 1 },
      ),
    ).toEqual({ ok: true, total: 33.33 });
  });

  it('refuses a criterion left out, one over its maximum and one not on the sheet', () => {
    expect(weightedTotal(SHEET, { merit: 8, impact: 13 })).toMatchObject({
      problem: { key: 'programScoring.score.missing', params: { criterion: 'Plan' } },
    });
    expect(weightedTotal(SHEET, { merit: 11, impact: 13, plan: 3 })).toMatchObject({
      problem: { key: 'programScoring.score.tooHigh', params: { criterion: 'Merit', max: 10 } },
    });
    expect(weightedTotal(SHEET, { merit: 8, impact: 13, plan: 3, luck: 1 })).toMatchObject({
      problem: { key: 'programScoring.score.unknown' },
    });
  });
});

describe('the aggregate of an application', () => {
  it('is the plain mean below five experts', () => {
    expect(aggregate([])).toEqual({ mean: null, counted: 0, dropped: null });
    expect(aggregate([80])).toEqual({ mean: 80, counted: 1, dropped: null });
    expect(aggregate([70, 80, 90, 100])).toEqual({ mean: 85, counted: 4, dropped: null });
  });

  it('drops the single highest and the single lowest from five experts on', () => {
    expect(aggregate([90, 60, 75, 80, 99])).toEqual({
      mean: 81.67,
      counted: 3,
      dropped: { highest: 99, lowest: 60 },
    });
    // Only one of each, even when two experts gave the same extreme.
    expect(aggregate([50, 50, 70, 90, 90, 80])).toEqual({
      mean: 72.5,
      counted: 4,
      dropped: { highest: 90, lowest: 50 },
    });
  });
});

describe('the ranking of a batch', () => {
  it('ranks by aggregate, ties sharing a rank, and marks those within the quota', () => {
    const ranks = rankBatch(
      [
        { id: 1, mean: 70 },
        { id: 2, mean: 88.5 },
        { id: 3, mean: 80 },
        { id: 4, mean: 80 },
        { id: 5, mean: 60 },
      ],
      2,
    );
    expect(Object.fromEntries(ranks)).toEqual({
      2: { rank: 1, withinQuota: true },
      3: { rank: 2, withinQuota: true },
      4: { rank: 2, withinQuota: true },
      1: { rank: 4, withinQuota: false },
      5: { rank: 5, withinQuota: false },
    });
    expect(rankBatch([], 3).size).toBe(0);
  });
});
