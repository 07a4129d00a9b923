import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/errors';
import { type TDimensionRow, checkValues } from './dimension-values';

const dim = (id: number, type: TDimensionRow['type']): TDimensionRow => ({
  id,
  nameZh: `维度${id}`,
  nameEn: `Dimension ${id}`,
  type,
  unit: '',
  sort: id,
  createdAt: new Date(),
});
const dims = new Map(
  [dim(1, 'text'), dim(2, 'amount'), dim(3, 'yesno'), dim(4, 'list')].map((d) => [d.id, d]),
);

const refusal = (fn: () => unknown): AppError => {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('not refused');
};

describe('checkValues', () => {
  it('keeps values of the right shape and drops blank ones ("not stated")', () => {
    expect(
      checkValues(
        [
          { dimensionId: 1, value: '  full-time  ' },
          { dimensionId: 2, value: '150' },
          { dimensionId: 3, value: false },
          { dimensionId: 4, value: ['A', 'B'] },
        ],
        dims,
      ),
    ).toEqual([
      { dimensionId: 1, value: 'full-time' },
      { dimensionId: 2, value: 150 },
      { dimensionId: 3, value: false },
      { dimensionId: 4, value: ['A', 'B'] },
    ]);
    expect(
      checkValues(
        [
          { dimensionId: 1, value: '' },
          { dimensionId: 2, value: null },
          { dimensionId: 4, value: [] },
        ],
        dims,
      ),
    ).toEqual([]);
  });

  it('refuses a value of the wrong type and names its field', () => {
    for (const [dimensionId, value] of [
      [2, -1],
      [2, 'lots'],
      [3, 'yes'],
      [4, 'A'],
      [1, 'x'.repeat(501)],
    ] as const) {
      const e = refusal(() => checkValues([{ dimensionId, value }], dims));
      expect(e.messageKey).toBe('policy.dimensionValueInvalid');
      expect(e.data).toEqual({
        fields: { [`dimensionValues.${dimensionId}`]: 'policy.dimensionValueInvalid' },
      });
    }
  });

  it('refuses unknown and repeated dimensions', () => {
    expect(refusal(() => checkValues([{ dimensionId: 9, value: 'x' }], dims)).messageKey).toBe(
      'policy.dimensionUnknown',
    );
    expect(
      refusal(() =>
        checkValues(
          [
            { dimensionId: 1, value: 'a' },
            { dimensionId: 1, value: 'b' },
          ],
          dims,
        ),
      ).messageKey,
    ).toBe('policy.dimensionUnknown');
  });
});
