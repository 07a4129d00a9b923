import { UserType } from '@rcwb/shared';
import type { TDb } from '../../db/client';

/**
 * SPEC §4 profile completeness, decided in one place. Individuals must have a complete Gc01 and
 * organisations a complete Gb01 with a licence (modules/accounts/completeness.ts lists the fields
 * and reads the records: it is passed in as `TProfileMissing`, accounts being built on auth);
 * staff and experts never have to complete anything.
 *
 * Every write of a record (registration, updateGc01/updateGb01, bindMobile) stores the rule's
 * outcome in account.profile_complete, so this quick form reads only the account row. Clearing
 * the flag asks the user to go through the profile again.
 */
/** Missing fields of an account's profile records (modules/accounts, wired in modules/index.ts). */
export type TProfileMissing = (db: TDb, account: { id: number; userType: number }) => Promise<string[]>;

export function isMissingInfo(account: { userType: number; profileComplete: boolean }): boolean {
  const mustComplete = account.userType === UserType.person || account.userType === UserType.org;
  return mustComplete && !account.profileComplete;
}

/**
 * The authoritative check (GET /web-auth/checkInfoPerfect, getUserInfo): the flag, and the records
 * themselves read again, so a record or licence removed since the last write counts as missing.
 */
export async function checkMissingInfo(
  db: TDb,
  account: { id: number; userType: number; profileComplete: boolean },
  profileMissing: TProfileMissing,
): Promise<boolean> {
  if (isMissingInfo(account)) return true;
  return (await profileMissing(db, account)).length > 0;
}
