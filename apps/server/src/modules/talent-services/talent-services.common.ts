import { DEFAULT_TIME_ZONE } from '../../core/xlsx';
import { warning } from '../../core/errors';
import type { TExec } from '../../core/tx';
import type { TTalentFile } from '../../db/schema';
import { ownFiles } from './talent-services.repository';

/** Today in the portal's time zone (validity and grant periods are calendar days there). */
export const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIME_ZONE }).format(new Date());

/** The last day of a validity of `years` starting on `from` (a 3-year validity from 2026-01-01 ends 2028-12-31). */
export function validUntil(from: string, years: number): string {
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(y + years, m - 1, d) - 86_400_000);
  return end.toISOString().slice(0, 10);
}

/**
 * The files an application names: each one a material the rule asks for, each the applicant's
 * own upload, and every material there. Refused with the first material at fault.
 */
export async function checkMaterials(
  db: TExec,
  required: readonly string[],
  chosen: readonly TTalentFile[],
  ownerId: number,
) {
  const stored = new Set(
    (await ownFiles(db, [...new Set(chosen.map((c) => c.fileId))], ownerId)).map((f) => f.id),
  );
  for (const c of chosen) {
    if (!required.includes(c.name)) throw warning('talentServices.unknownMaterial', { name: c.name });
    if (!stored.has(c.fileId)) throw warning('talentServices.fileNotFound', { name: c.name });
  }
  const lacking = required.find((name) => !chosen.some((c) => c.name === name));
  if (lacking) throw warning('talentServices.materialMissing', { name: lacking });
  return chosen.filter((c, i) => chosen.findIndex((x) => x.name === c.name) === i);
}
