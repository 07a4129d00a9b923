import { describe, expect, it } from 'vitest';
import { filterScanFor, scanFor } from './search.query';

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
