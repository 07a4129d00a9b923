import { type TProgramApplicantInfo, type TProgramApplicantType, UserType } from '@rcwb/shared';
import type { TExec } from '../../core/tx';
import { findGb01, findGc01 } from '../accounts';
import { heldTiers } from '../talent-services';
import type { TApplicantFacts } from './eligibility';
import { portalDay } from '../../core/time';

/** Who applies: a person (Gc01) or an organisation (Gb01) account; staff and experts do not. */
export const applicantTypeOf = (userType: number): TProgramApplicantType | null =>
  userType === UserType.person ? 'person' : userType === UserType.org ? 'org' : null;

export type TApplicantProfile = { facts: TApplicantFacts; prefill: TProgramApplicantInfo };

const blank: TProgramApplicantInfo = {
  name: '',
  contact: '',
  mobile: '',
  email: '',
  region: '',
  address: '',
  education: null,
  birthDate: null,
  school: '',
  major: '',
  creditCode: '',
  industry: null,
  summary: '',
};

/**
 * The applicant's record as eligibility reads it and as step 1 starts from, so nobody types again
 * what their profile holds. An account without a record yet gets blanks and the reasons that
 * follow from them (education or region missing).
 */
export async function applicantProfile(
  db: TExec,
  accountId: number,
  type: TProgramApplicantType,
  today: string = portalDay(),
): Promise<TApplicantProfile> {
  // The tiers a person holds valid today (talent recognition, g09); organisations hold none.
  const tiers = type === 'person' ? (await heldTiers(db, accountId, today)).map((h) => h.tier.code) : [];
  if (type === 'person') {
    const row = await findGc01(db, accountId);
    const g = row?.gc01;
    return {
      facts: {
        type,
        education: g?.education ?? null,
        birthDate: g?.birthDate ?? null,
        region: g?.region ?? null,
        tiers,
        orgApproved: false,
      },
      prefill: {
        ...blank,
        name: g?.name ?? '',
        mobile: row?.account.mobile ?? '',
        email: row?.account.email ?? '',
        region: g?.region ?? '',
        address: g?.address ?? '',
        education: g?.education ?? null,
        birthDate: g?.birthDate ?? null,
        school: g?.school ?? '',
        major: g?.major ?? '',
      },
    };
  }
  const row = await findGb01(db, accountId);
  const g = row?.gb01;
  return {
    facts: {
      type,
      education: null,
      birthDate: null,
      region: g?.region ?? null,
      tiers,
      orgApproved: g?.reviewStatus === 'approved',
    },
    prefill: {
      ...blank,
      name: g?.name ?? '',
      contact: g?.contact ?? '',
      mobile: row?.account.mobile ?? '',
      email: row?.account.email ?? '',
      region: g?.region ?? '',
      address: g?.address ?? '',
      creditCode: g?.creditCode ?? '',
      industry: g?.industry ?? null,
      summary: g?.description?.slice(0, 2000) ?? '',
    },
  };
}
