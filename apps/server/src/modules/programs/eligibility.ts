import type { TEligibility, TProgramApplicantType, TProgramBatchStatus } from '@rcwb/shared';

/**
 * Whether an applicant may apply to a batch, and if not, every reason why, as message keys the
 * applicant's index shows beside the batches they cannot apply to. Pure: the facts come from the
 * person's Gc01 or the organisation's Gb01 record and (later) their recognised tiers.
 */

export type TBatchTerms = {
  status: TProgramBatchStatus;
  applicantType: TProgramApplicantType;
  opensOn: string;
  closesOn: string;
  eligibility: TEligibility;
};

export type TApplicantFacts = {
  type: TProgramApplicantType;
  /** `education` dictionary value (people). */
  education: string | null;
  /** YYYY-MM-DD (people). */
  birthDate: string | null;
  /** Area code of where the applicant lives or works. */
  region: string | null;
  /** Talent tier codes the applicant holds (talent recognition). */
  tiers: readonly string[];
  /** Organisations only apply once staff approved their record. */
  orgApproved: boolean;
};

export type TIneligibility = { key: string; params?: Record<string, string | number> };

/** Full years between a birth date and a day (both YYYY-MM-DD). */
export function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/**
 * Whether an area code lies within a region of the list: a province (`350000`) holds its cities
 * and districts, a city (`350100`) its districts, a district only itself.
 */
export function regionWithin(region: string, area: string): boolean {
  if (area.endsWith('0000')) return region.startsWith(area.slice(0, 2));
  if (area.endsWith('00')) return region.startsWith(area.slice(0, 4));
  return region === area;
}

/** Every reason the applicant cannot apply to the batch today; none when they can. */
export function ineligibility(batch: TBatchTerms, facts: TApplicantFacts, today: string): TIneligibility[] {
  const reasons: TIneligibility[] = [];
  if (batch.applicantType !== facts.type)
    reasons.push({ key: `programs.eligibility.for.${batch.applicantType}` });
  if (batch.status !== 'open') reasons.push({ key: 'programs.eligibility.notOpen' });
  else if (today < batch.opensOn)
    reasons.push({ key: 'programs.eligibility.notYet', params: { date: batch.opensOn } });
  else if (today > batch.closesOn)
    reasons.push({ key: 'programs.eligibility.closed', params: { date: batch.closesOn } });
  if (batch.applicantType !== facts.type) return reasons;

  const e = batch.eligibility;
  if (facts.type === 'org' && !facts.orgApproved)
    reasons.push({ key: 'programs.eligibility.orgNotApproved' });
  if (facts.type === 'person') {
    if (e.education) {
      if (!facts.education) reasons.push({ key: 'programs.eligibility.educationMissing' });
      else if (Number(facts.education) < Number(e.education))
        reasons.push({ key: 'programs.eligibility.education' });
    }
    if (e.ageMin !== null || e.ageMax !== null) {
      const age = facts.birthDate ? ageOn(facts.birthDate, today) : null;
      if (age === null) reasons.push({ key: 'programs.eligibility.ageUnknown' });
      else if (e.ageMin !== null && age < e.ageMin)
        reasons.push({ key: 'programs.eligibility.tooYoung', params: { age: e.ageMin } });
      else if (e.ageMax !== null && age > e.ageMax)
        reasons.push({ key: 'programs.eligibility.tooOld', params: { age: e.ageMax } });
    }
  }
  if (e.regions.length) {
    if (!facts.region) reasons.push({ key: 'programs.eligibility.regionMissing' });
    else if (!e.regions.some((area) => regionWithin(facts.region!, area)))
      reasons.push({ key: 'programs.eligibility.region' });
  }
  if (e.tier && !facts.tiers.includes(e.tier)) reasons.push({ key: 'programs.eligibility.tier' });
  return reasons;
}
