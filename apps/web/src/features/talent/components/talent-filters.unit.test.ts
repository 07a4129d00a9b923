import { describe, expect, it } from 'vitest';
import type { DictTreeNode } from '@/lib/dict';
import { areaOptions, treeChain, treeOptions } from './talent-filters';

const AREA: DictTreeNode[] = [
  {
    value: '350000',
    label: 'Fujian',
    children: [
      { value: '350100', label: 'Fuzhou', children: [{ value: '350102', label: 'Gulou' }] },
      { value: '350200', label: 'Xiamen', children: [{ value: '350203', label: 'Siming' }] },
    ],
  },
  { value: '110000', label: 'Beijing', children: [{ value: '110100', label: 'Beijing city' }] },
];
// The portal's region listed after another province, to see it offered first.
const AREA_BEIJING_FIRST: DictTreeNode[] = [AREA[1]!, AREA[0]!];

function children(code?: string): DictTreeNode[] {
  const find = (nodes: DictTreeNode[]): DictTreeNode | undefined =>
    nodes.reduce<DictTreeNode | undefined>(
      (hit, n) => hit ?? (n.value === code ? n : n.children && find(n.children)),
      undefined,
    );
  return code ? (find(AREA)?.children ?? []) : AREA;
}

describe('tree filter options', () => {
  it('chains a code to its ancestors by its digits', () => {
    expect(treeChain('area', '350102')).toEqual(['350000', '350100', '350102']);
    expect(treeChain('area', '350100')).toEqual(['350000', '350100']);
    expect(treeChain('area', '350000')).toEqual(['350000']);
    expect(treeChain('category', '0201')).toEqual(['02', '0201']);
    expect(treeChain('category', undefined)).toEqual([]);
  });

  it('offers the top level, and the children along the chosen branch only', () => {
    expect(treeOptions(children, []).map((o) => o.value)).toEqual(['350000', '110000']);
    const options = treeOptions(children, treeChain('area', '350100'));
    expect(options.map((o) => o.value)).toEqual(['350000', '350100', '350102', '350200', '110000']);
    // Deeper levels are indented, so the branch reads as a tree in a plain select.
    const nbsp = (n: number) => '\u00a0'.repeat(n);
    expect(options.slice(0, 3).map((o) => o.label)).toEqual([
      'Fujian',
      `${nbsp(4)}Fuzhou`,
      `${nbsp(8)}Gulou`,
    ]);
  });

  it('offers the portal’s region down to its districts before any choice, and first', () => {
    const byCode = (code?: string) => (code ? children(code) : AREA_BEIJING_FIRST);
    expect(areaOptions(byCode, undefined).map((o) => o.value)).toEqual([
      '350000',
      '350100',
      '350102',
      '350200',
      '350203',
      '110000',
    ]);
    // Another province opens along the chosen place.
    expect(areaOptions(byCode, '110100').map((o) => o.value)).toContain('110100');
  });
});
