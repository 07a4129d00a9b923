import { describe, expect, it } from 'vitest';
import type { Dimension } from '../api/policies';
import {
  comparableKey,
  compareHref,
  dimensionRows,
  factRow,
  formatDimensionValue,
  parseCompareIds,
  visibleRows,
} from './comparison';

const t = (key: string) =>
  ({ 'resource.yes': 'Yes', 'resource.no': 'No', 'policy.compare.notStated': '—' })[key] ?? key;

const dim = (id: number, type: Dimension['type'], unit = ''): Dimension => ({
  id,
  name: `D${id}`,
  nameZh: `D${id}`,
  nameEn: `D${id}`,
  type,
  unit,
  sort: id,
});

describe('parseCompareIds', () => {
  it('keeps positive integers once, in order, at most four', () => {
    expect(parseCompareIds('3,5,3,x,-1,0,8,9,10')).toEqual([3, 5, 8, 9]);
    expect(parseCompareIds(' 2 , 7 ')).toEqual([2, 7]);
    expect(parseCompareIds(null)).toEqual([]);
    expect(parseCompareIds('1.5,abc')).toEqual([]);
  });

  it('builds the shareable address', () => {
    expect(compareHref([4, 2])).toBe('/policyComparison?ids=4,2');
  });
});

describe('comparableKey', () => {
  it('treats every blank as "not stated"', () => {
    for (const v of [null, undefined, '', []]) expect(comparableKey(v, 'text')).toBe('∅');
  });

  it('ignores list order and text case and spaces, but not amounts', () => {
    expect(comparableKey(['B', 'A'], 'list')).toBe(comparableKey(['A', ' B'], 'list'));
    expect(comparableKey(' Full-time ', 'text')).toBe(comparableKey('full-time', 'text'));
    expect(comparableKey(100, 'amount')).not.toBe(comparableKey(150, 'amount'));
    expect(comparableKey(false, 'yesno')).not.toBe(comparableKey(null, 'yesno'));
  });
});

describe('formatDimensionValue', () => {
  it('formats by type in the reader’s language', () => {
    expect(formatDimensionValue(1500000, dim(1, 'amount'), t, 'en')).toBe('1,500,000');
    expect(formatDimensionValue(200, dim(1, 'amount', '万元'), t, 'zh-CN')).toBe('200 万元');
    expect(formatDimensionValue(200, dim(1, 'amount', '万元'), t, 'en')).toBe('2,000,000 yuan');
    expect(formatDimensionValue(true, dim(2, 'yesno'), t, 'en')).toBe('Yes');
    expect(formatDimensionValue(false, dim(2, 'yesno'), t, 'en')).toBe('No');
    expect(formatDimensionValue(['A', 'B'], dim(3, 'list'), t, 'en')).toBe('A, B');
    expect(formatDimensionValue(['A', 'B'], dim(3, 'list'), t, 'zh-CN')).toBe('A、B');
    expect(formatDimensionValue(null, dim(4, 'text'), t, 'en')).toBe('—');
  });
});

describe('dimensionRows', () => {
  const dimensions = [dim(1, 'amount', '万元'), dim(2, 'yesno'), dim(3, 'list'), dim(4, 'text')];

  it('marks a row as differing only when some values differ', () => {
    const rows = dimensionRows(
      dimensions,
      [
        { values: { '1': 200, '2': true, '3': ['A', 'B'], '4': 'x' } },
        { values: { '1': 150, '2': true, '3': ['B', 'A'] } },
      ],
      t,
      'en',
    );
    expect(rows.map((r) => [r.label, r.differs])).toEqual([
      ['D1', true],
      ['D2', false],
      ['D3', false],
      // Stated in one, not stated in the other: a difference.
      ['D4', true],
    ]);
    expect(rows[0]!.cells).toEqual(['2,000,000 yuan', '1,500,000 yuan']);
    expect(rows[3]!.cells).toEqual(['x', '—']);
  });

  it('finds no difference with one policy, and none when every value is the same', () => {
    expect(dimensionRows(dimensions, [{ values: { '1': 1 } }], t, 'en').some((r) => r.differs)).toBe(false);
    const same = dimensionRows(
      dimensions,
      [{ values: { '1': 5 } }, { values: { '1': 5 } }, { values: { '1': 5 } }],
      t,
      'en',
    );
    expect(same.some((r) => r.differs)).toBe(false);
  });

  it('shows only the differing rows on request', () => {
    const rows = [
      factRow('level', 'Level', ['City', 'City']),
      factRow('region', 'Region', ['Fuzhou', 'Xiamen']),
    ];
    expect(visibleRows(rows, false).map((r) => r.key)).toEqual(['level', 'region']);
    expect(visibleRows(rows, true).map((r) => r.key)).toEqual(['region']);
  });
});
