import { describe, expect, it } from 'vitest';
import { clusterPoints } from './cluster';

describe('clusterPoints', () => {
  it('joins points closer than the radius and keeps distant ones apart', () => {
    const points = [
      { x: 10, y: 10, item: 'a' },
      { x: 14, y: 12, item: 'b' },
      { x: 200, y: 200, item: 'c' },
      // Across a cell border from a and b, still within the radius.
      { x: 21, y: 11, item: 'd' },
    ];
    const groups = clusterPoints(points, 20);
    expect(groups).toHaveLength(2);
    expect(groups.find((g) => g.items.includes('a'))!.items.sort()).toEqual(['a', 'b', 'd']);
    expect(groups.find((g) => g.items.includes('c'))).toMatchObject({ x: 200, y: 200, items: ['c'] });
    // Every point lands in exactly one group, whatever the order.
    const reversed = clusterPoints([...points].reverse(), 20);
    expect(reversed.map((g) => g.items.length).sort()).toEqual([1, 3]);
  });

  it('keeps every point on its own without a radius', () => {
    expect(
      clusterPoints(
        [
          { x: 1, y: 1, item: 1 },
          { x: 1, y: 1, item: 2 },
        ],
        0,
      ),
    ).toHaveLength(2);
  });
});
