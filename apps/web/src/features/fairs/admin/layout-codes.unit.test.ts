import { describe, expect, it } from 'vitest';
import type { TFairCell } from '@rcwb/shared';
import { fillCodes } from './layout-codes';

const cell = (row: number, col: number, zone: string, blocked = false): TFairCell => ({
  row,
  col,
  zone,
  blocked,
  code: 'old',
  size: 9,
});

describe('fillCodes', () => {
  it('numbers the booths of each zone in reading order and leaves blocked cells without a code', () => {
    const filled = fillCodes([
      cell(1, 0, 'B'),
      cell(0, 1, 'A', true),
      cell(0, 2, 'A'),
      cell(0, 0, 'A'),
      cell(1, 1, ''),
    ]);
    expect(filled.map((c) => [c.row, c.col, c.code])).toEqual([
      [0, 0, 'A-01'],
      [0, 1, ''],
      [0, 2, 'A-02'],
      [1, 0, 'B-01'],
      [1, 1, '01'],
    ]);
  });
});
