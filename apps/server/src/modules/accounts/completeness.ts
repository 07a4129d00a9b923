import { eq } from 'drizzle-orm';
import { UserType } from '@rcwb/shared';
import { accounts } from '../../db/schema';
import { type TGb01View, type TGc01View, findGb01, findGc01 } from './profiles.repository';
import type { TExec } from '../../core/tx';

/**
 * What a complete profile needs (SPEC §4, DOMAIN.md). A person: Gc01 with these fields and a
 * verified mobile. An organisation: Gb01 with these fields, a mobile and a licence file that has
 * not been deleted. Review status is not part of it: a pending organisation has done its part.
 */
export const GC01_REQUIRED = ['name', 'idNumber', 'education', 'workYears', 'region', 'address'] as const;
export const GB01_REQUIRED = [
  'name',
  'creditCode',
  'legalRep',
  'nature',
  'industry',
  'scale',
  'region',
  'address',
  'contact',
] as const;

const blank = (v: unknown) => v === null || v === undefined || v === '';

/** Missing fields of a person's record, by the names the API uses. */
export function gc01Missing(view: TGc01View | undefined): string[] {
  if (!view) return ['gc01'];
  const values: Record<(typeof GC01_REQUIRED)[number], unknown> = {
    name: view.gc01.name,
    idNumber: view.gc01.idNumberEnc,
    education: view.gc01.education,
    workYears: view.gc01.workYears,
    region: view.gc01.region,
    address: view.gc01.address,
  };
  const missing: string[] = GC01_REQUIRED.filter((f) => blank(values[f]));
  if (blank(view.account.mobile)) missing.push('mobile');
  return missing;
}

/** Missing fields of an organisation's record; `licenceFileId` when it has no live licence. */
export function gb01Missing(view: TGb01View | undefined): string[] {
  if (!view) return ['gb01'];
  const missing: string[] = GB01_REQUIRED.filter((f) => blank(view.gb01[f]));
  if (blank(view.account.mobile)) missing.push('mobile');
  if (!view.licence) missing.push('licenceFileId');
  return missing;
}

/** Missing fields of an account's profile record; staff and experts have none to fill. */
export async function profileMissing(
  db: TExec,
  account: { id: number; userType: number },
): Promise<string[]> {
  if (account.userType === UserType.person) return gc01Missing(await findGc01(db, account.id));
  if (account.userType === UserType.org) return gb01Missing(await findGb01(db, account.id));
  return [];
}

/**
 * Stores the rule's outcome in account.profile_complete after a profile write, so the flag never
 * contradicts the records. Returns the missing fields.
 */
export async function syncProfileFlag(
  db: TExec,
  account: { id: number; userType: number },
): Promise<string[]> {
  const missing = await profileMissing(db, account);
  await db
    .update(accounts)
    .set({ profileComplete: missing.length === 0, updatedAt: new Date() })
    .where(eq(accounts.id, account.id));
  return missing;
}
