import { describe, expect, it } from 'vitest';
import { areaPathOf } from './area-path';

const TREE = [
  {
    value: '35',
    label: 'Fujian',
    children: [{ value: '3501', label: 'Fuzhou', children: [{ value: '350102', label: 'Gulou' }] }],
  },
  { value: '11', label: 'Beijing' },
];

describe('areaPathOf', () => {
  it('finds the codes from the province down to the chosen area', () => {
    expect(areaPathOf(TREE, '350102')).toEqual(['35', '3501', '350102']);
    expect(areaPathOf(TREE, '3501')).toEqual(['35', '3501']);
    expect(areaPathOf(TREE, '11')).toEqual(['11']);
  });

  it('is empty for no code or an unknown one', () => {
    expect(areaPathOf(TREE, null)).toEqual([]);
    expect(areaPathOf(TREE, '999999')).toEqual([]);
  });
});
