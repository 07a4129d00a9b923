import { UserType } from '@rcwb/shared';

/**
 * SPEC §4 profile completeness, decided in one place. Individuals (Gc01) and organisations
 * (Gb01) must complete their profile; staff and experts never have to. Until the profile records
 * exist the account's profile_complete flag stands in for them; the profile issue replaces the
 * body of this function.
 */
export function isMissingInfo(account: { userType: number; profileComplete: boolean }): boolean {
  const mustComplete = account.userType === UserType.person || account.userType === UserType.org;
  return mustComplete && !account.profileComplete;
}
