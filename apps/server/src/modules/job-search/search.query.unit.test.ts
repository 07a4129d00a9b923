import { describe, expect, it } from 'vitest';
import { filterScanFor, recentScanFor, scanFor } from './search.query';

describe('choosing how to read a keyword’s first matches', () => {
  const MILLION = 1_000_000;

  it('collects a rare keyword’s matches and walks the index for a common one', () => {
    expect(scanFor(0.0137, 501, MILLION)).toBe('collected'); // 表: 13,700 matches
    expect(scanFor(0.049, 501, MILLION)).toBe('ordered'); // 医药: 501 in about 10,000 rows walked
    expect(scanFor(0.385, 20, MILLION)).toBe('ordered'); // 师
  });

  it('walks sooner for a short page than for the facet sample', () => {
    expect(scanFor(0.01, 501, MILLION)).toBe('collected');
    expect(scanFor(0.01, 20, MILLION)).toBe('ordered');
  });

  it('collects a common keyword narrowed by filters to a few matches', () => {
    // 培训 anywhere (22 %) in job type 2 (7.5 %): the GIN intersection holds 16,500 rows, where
    // walking would read about 30,000 for the facet sample.
    expect(scanFor(0.22 * 0.075, 501, MILLION)).toBe('collected');
    // 培训 in titles (1.4 %) and job type 2: collecting 1,050 matches beats walking 19,000 rows.
    expect(scanFor(0.0139 * 0.075, 20, MILLION)).toBe('collected');
    // 培训 with a broad filter (education 4, 30 %) stays walked: 66,000 matches to collect.
    expect(scanFor(0.22 * 0.3, 501, MILLION)).toBe('ordered');
  });

  it('leaves an empty or unknown table to the planner', () => {
    expect(scanFor(0.001, 20, 0)).toBe('ordered');
  });
});

describe('choosing how to read a search without a keyword', () => {
  const MILLION = 1_000_000;

  it('intersects the lexemes of several filters that leave few matches', () => {
    expect(filterScanFor(0.0892 * 0.0081, 2, MILLION)).toBe('collected'); // city + category: 722
    expect(filterScanFor(0.002, 3, MILLION)).toBe('collected'); // 2,000
  });

  it('walks a filter’s index for one filter, or filters leaving many matches', () => {
    expect(filterScanFor(0.0001, 1, MILLION)).toBe('ordered');
    expect(filterScanFor(0.0892 * 0.125, 2, MILLION)).toBe('ordered'); // city + education: 11,150
    expect(filterScanFor(0.001, 2, 0)).toBe('ordered');
  });
});

describe('choosing to read a keyword’s newest matches among the last days’ rows', () => {
  const MILLION = 1_000_000;
  // The bench data's days, from tomorrow back: 7.4 % of the postings refreshed today, then fewer.
  const days = [0, 0.074, 0.03, 0.024, 0.02, 0.018, 0.016, 0.015].map((share, i) => ({
    lexeme: `d:${i}`,
    share,
  }));
  const window = (scan: ReturnType<typeof recentScanFor>) => scan?.days;

  it('reads the fewest days expected to hold twice the sample', () => {
    expect(window(recentScanFor(0.02, 501, MILLION, days))).toEqual(['d:0', 'd:1']); // 政: 1,480
    expect(window(recentScanFor(0.055, 501, MILLION, days))).toEqual(['d:0', 'd:1']); // 发
    // 酬 (0.7 %): 518 matches today, 728 with yesterday, 896, then 1,036 in four days.
    expect(window(recentScanFor(0.007, 501, MILLION, days))).toEqual(['d:0', 'd:1', 'd:2', 'd:3', 'd:4']);
  });

  it('keeps walking for a very common keyword and collecting for a rare one', () => {
    // 电子 (10.5 %): today alone holds 7,800 matches, where the walk reads about 4,800 rows.
    expect(recentScanFor(0.105, 501, MILLION, days)).toBeUndefined();
    // 0.2 %: the days listed never hold twice the sample.
    expect(recentScanFor(0.002, 501, MILLION, days)).toBeUndefined();
  });

  it('reads no window whose days are not known', () => {
    expect(
      recentScanFor(
        0.02,
        501,
        MILLION,
        days.map((d) => ({ ...d, share: 0 })),
      ),
    ).toBeUndefined();
    expect(recentScanFor(0.02, 501, 0, days)).toBeUndefined();
  });
});
