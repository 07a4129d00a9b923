/** A point on the drawn map (pixels), with how many places it stands for. */
export type TPlacedPoint<T> = { x: number; y: number; items: T[] };

/**
 * Groups points closer than about `radius` pixels into one, placed at their mean: a grid of
 * `radius`-sized cells, each cell's points joined with those of a neighbouring cell whose group
 * centre is within `radius`. Enough for the few hundred points an area answers, and stable (the
 * same points give the same groups whatever their order, as cells are visited in sorted order).
 */
export function clusterPoints<T>(
  points: { x: number; y: number; item: T }[],
  radius: number,
): TPlacedPoint<T>[] {
  if (radius <= 0) return points.map((p) => ({ x: p.x, y: p.y, items: [p.item] }));
  const cells = new Map<string, { x: number; y: number; items: T[]; cx: number; cy: number }>();
  for (const p of points) {
    const cx = Math.floor(p.x / radius);
    const cy = Math.floor(p.y / radius);
    const key = `${cx},${cy}`;
    const cell = cells.get(key);
    if (cell) {
      const n = cell.items.length;
      cell.x = (cell.x * n + p.x) / (n + 1);
      cell.y = (cell.y * n + p.y) / (n + 1);
      cell.items.push(p.item);
    } else cells.set(key, { x: p.x, y: p.y, items: [p.item], cx, cy });
  }
  const ordered = [...cells.values()].sort((a, b) => a.cy - b.cy || a.cx - b.cx);
  const out: TPlacedPoint<T>[] = [];
  for (const cell of ordered) {
    const near = out.find((g) => Math.hypot(g.x - cell.x, g.y - cell.y) < radius);
    if (near) {
      const [n, m] = [near.items.length, cell.items.length];
      near.x = (near.x * n + cell.x * m) / (n + m);
      near.y = (near.y * n + cell.y * m) / (n + m);
      near.items.push(...cell.items);
    } else out.push({ x: cell.x, y: cell.y, items: [...cell.items] });
  }
  return out;
}
