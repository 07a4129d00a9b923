import { describe, expect, it } from 'vitest';
import { type TApplicantFacts, type TBatchTerms, ageOn, ineligibility, regionWithin } from './eligibility';

const batch = (
  over: Partial<TBatchTerms> = {},
  eligibility: Partial<TBatchTerms['eligibility']> = {},
): TBatchTerms => ({
  status: 'open',
  applicantType: 'person',
  opensOn: '2026-03-01',
  closesOn: '2026-05-31',
  eligibility: { education: null, ageMin: null, ageMax: null, regions: [], tier: null, ...eligibility },
  ...over,
});
const person = (over: Partial<TApplicantFacts> = {}): TApplicantFacts => ({
  type: 'person',
  education: '4',
  birthDate: '1995-06-15',
  region: '350102',
  tiers: [],
  orgApproved: false,
  ...over,
});
const org = (over: Partial<TApplicantFacts> = {}): TApplicantFacts => ({
  ...person({ type: 'org', education: null, birthDate: null, orgApproved: true }),
  ...over,
});
const TODAY = '2026-04-10';
const keys = (b: TBatchTerms, f: TApplicantFacts, today = TODAY) =>
  ineligibility(b, f, today).map((r) => r.key);

describe('program eligibility', () => {
  it('admits an applicant who meets every term, and everyone to a batch without terms', () => {
    expect(
      keys(batch({}, { education: '4', ageMin: 20, ageMax: 35, regions: ['350000'] }), person()),
    ).toEqual([]);
    expect(keys(batch({ applicantType: 'org' }), org())).toEqual([]);
  });

  it('names the applicant type and the dates', () => {
    expect(keys(batch({ applicantType: 'org' }), person())).toEqual(['programs.eligibility.for.org']);
    expect(keys(batch(), org())).toEqual(['programs.eligibility.for.person']);
    expect(keys(batch({ status: 'closed' }), person())).toEqual(['programs.eligibility.notOpen']);
    expect(ineligibility(batch(), person(), '2026-02-28')).toEqual([
      { key: 'programs.eligibility.notYet', params: { date: '2026-03-01' } },
    ]);
    // Open through the closing day itself.
    expect(keys(batch(), person(), '2026-05-31')).toEqual([]);
    expect(keys(batch(), person(), '2026-06-01')).toEqual(['programs.eligibility.closed']);
  });

  it('compares education levels and asks for a missing one', () => {
    expect(keys(batch({}, { education: '5' }), person())).toEqual(['programs.eligibility.education']);
    expect(keys(batch({}, { education: '4' }), person({ education: '6' }))).toEqual([]);
    expect(keys(batch({}, { education: '4' }), person({ education: null }))).toEqual([
      'programs.eligibility.educationMissing',
    ]);
  });

  it('counts age in full years on the day', () => {
    expect(ageOn('1995-06-15', '2026-06-14')).toBe(30);
    expect(ageOn('1995-06-15', '2026-06-15')).toBe(31);
    expect(ineligibility(batch({ closesOn: '2026-12-31' }, { ageMax: 30 }), person(), '2026-06-15')).toEqual([
      { key: 'programs.eligibility.tooOld', params: { age: 30 } },
    ]);
    expect(keys(batch({ closesOn: '2026-12-31' }, { ageMax: 30 }), person(), '2026-06-14')).toEqual([]);
    expect(keys(batch({}, { ageMin: 35 }), person())).toEqual(['programs.eligibility.tooYoung']);
  });

  it('admits regions within a province or city of the list', () => {
    expect(regionWithin('350102', '350000')).toBe(true);
    expect(regionWithin('350102', '350100')).toBe(true);
    expect(regionWithin('350102', '350200')).toBe(false);
    expect(regionWithin('350102', '350102')).toBe(true);
    expect(keys(batch({}, { regions: ['350200', '110000'] }), person())).toEqual([
      'programs.eligibility.region',
    ]);
    expect(keys(batch({}, { regions: ['350000'] }), person({ region: null }))).toEqual([
      'programs.eligibility.regionMissing',
    ]);
  });

  it('asks for the tier, and for an organisation approved by staff', () => {
    expect(keys(batch({}, { tier: 'C' }), person())).toEqual(['programs.eligibility.tier']);
    expect(keys(batch({}, { tier: 'C' }), person({ tiers: ['C'] }))).toEqual([]);
    expect(keys(batch({ applicantType: 'org' }), org({ orgApproved: false }))).toEqual([
      'programs.eligibility.orgNotApproved',
    ]);
  });

  it('gives every reason at once', () => {
    expect(keys(batch({ status: 'closed' }, { education: '6', ageMax: 25, tier: 'A' }), person())).toEqual([
      'programs.eligibility.notOpen',
      'programs.eligibility.education',
      'programs.eligibility.tooOld',
      'programs.eligibility.tier',
    ]);
  });
});
