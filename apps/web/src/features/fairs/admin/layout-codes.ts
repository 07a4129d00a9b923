import type { TFairCell } from '@rcwb/shared';

/**
 * Booth codes per zone in reading order: … (a booth without a zone is numbered 01,
 * 02…). Blocked cells get no code.
 */
export function fillCodes(cells: TFairCell[]): TFairCell[] {
  const next = new Map<string, number>();
  return [...cells]
    .sort((a, b) => a.row - b.row || a.col - b.col)
    .map((c) => {
      if (c.blocked) return { ...c, code: '' };
      const n = (next.get(c.zone) ?? 0) + 1;
      next.set(c.zone, n);
      const number = String(n).padStart(2, '0');
      return { ...c, code: c.zone ? `${c.zone}-${number}` : number };
    });
}
