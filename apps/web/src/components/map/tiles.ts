/** One image of an online tile layer, placed in the map's pixels. */
export type TTile = { href: string; x: number; y: number; size: number };

/**
 * The Web Mercator tiles (`{z}/{x}/{y}` template, 256-pixel tiles) that cover a picture drawn
 * with d3's geoMercator at `scale` (pixels per radian) and `translate` (where 0°, 0° lands):
 * d3's plane is Web Mercator's, `2π·scale` pixels wide for the whole world, so a tile of zoom z
 * is `2π·scale / 2^z` pixels wide, and the zoom picked is the one whose tiles are nearest to
 * 256 pixels. Only used when an operator configures a tile URL.
 */
export function tilesFor(
  template: string,
  scale: number,
  [tx, ty]: [number, number],
  width: number,
  height: number,
): TTile[] {
  const world = 2 * Math.PI * scale;
  const z = Math.max(0, Math.min(18, Math.round(Math.log2(world / 256))));
  const n = 2 ** z;
  const size = world / n;
  // World fraction u of a pixel x: x = tx + world·(u − 1/2).
  const col = (x: number) => Math.floor(((x - tx) / world + 0.5) * n);
  const row = (y: number) => Math.floor(((y - ty) / world + 0.5) * n);
  const out: TTile[] = [];
  for (let y = Math.max(0, row(0)); y <= Math.min(n - 1, row(height)); y++)
    for (let x = Math.max(0, col(0)); x <= Math.min(n - 1, col(width)); x++)
      out.push({
        href: template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y)),
        x: tx + world * (x / n - 0.5),
        y: ty + world * (y / n - 0.5),
        size,
      });
  return out;
}
