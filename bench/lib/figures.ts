import os from 'node:os';
import type pg from 'pg';

/** The machine's load average over 1, 5 and 15 minutes: it may be shared, so it goes with the figures. */
export const loadAverage = (): string =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** How many rows each of `tables` holds, by table name. */
export async function rowCounts<T extends string>(
  pool: pg.Pool,
  tables: readonly T[],
): Promise<Record<T, number>> {
  const counts = tables.map((table) => `(SELECT count(*) FROM ${table})::int AS ${table}`);
  const { rows } = await pool.query<Record<T, number>>(`SELECT ${counts.join(', ')}`);
  return rows[0]!;
}

/**
 * Times `n` runs of `run`, one after the other, after `warmups` unmeasured ones. Returns the
 * quantiles of the times in milliseconds: `at(0.5)` is the median.
 */
export async function timeRuns(
  n: number,
  warmups: number,
  run: () => Promise<unknown>,
): Promise<(q: number) => number> {
  for (let i = 0; i < warmups; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
}

/** A table's line formatter: the first cell left-aligned, the others right-aligned, each to its width. */
export const tableRow =
  (widths: readonly number[]) =>
  (...cells: string[]): string =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[i]!))).join('');
