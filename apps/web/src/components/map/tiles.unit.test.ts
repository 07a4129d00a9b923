import { geoMercator } from 'd3-geo';
import { describe, expect, it } from 'vitest';
import { tilesFor } from './tiles';

describe('tilesFor', () => {
  it('covers the picture with the tiles of the zoom nearest to its scale, placed where d3 draws them', () => {
    // Fuzhou in the middle at roughly zoom 9; centre left at 0°, 0° as fitExtent leaves it.
    const projection = geoMercator()
      .scale((256 * 2 ** 9.1) / (2 * Math.PI))
      .translate([0, 0]);
    const [px, py] = projection([119.3, 26.08])!;
    projection.translate([200 - px, 130 - py]);
    const tiles = tilesFor(
      'https://t.example/{z}/{x}/{y}.png',
      projection.scale(),
      projection.translate(),
      400,
      260,
    );
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.every((t) => t.href.startsWith('https://t.example/9/'))).toBe(true);
    expect(tiles[0]!.size).toBeCloseTo(256 * 2 ** 0.1, 5);
    // The tile holding Fuzhou (z9: x 425, y 217 in the usual slippy-map numbering) is drawn
    // around the point d3 projects Fuzhou to.
    const tile = tiles.find((t) => t.href.endsWith('/9/425/217.png'))!;
    const [x, y] = projection([119.3, 26.08])!;
    expect(x).toBeGreaterThanOrEqual(tile.x);
    expect(x).toBeLessThan(tile.x + tile.size);
    expect(y).toBeGreaterThanOrEqual(tile.y);
    expect(y).toBeLessThan(tile.y + tile.size);
  });
});
