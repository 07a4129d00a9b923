import { pointInBounds, validateCreditCode } from '@rcwb/shared';
import { warning } from '../../core/errors';
import { toPlainText } from '../../core/sanitize-html';
import { type TSaveGb01Input, USERNAME_PATTERN } from './accounts.schemas';
import { unknownDictValues } from './profiles.repository';
import type { TExec } from '../../core/tx';

// One address, no spaces, a dot in the domain: what mail systems accept in practice.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const WEBSITE = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const TELEPHONE = /^[0-9+()\- ]{5,30}$/;

export function checkUsernameFormat(username: string): void {
  if (!USERNAME_PATTERN.test(username)) throw warning('accounts.usernameFormat');
}

export function checkEmail(email: string | null): void {
  if (email !== null && !EMAIL.test(email)) throw warning('accounts.emailInvalid');
}

export function checkCreditCode(value: string): string {
  const result = validateCreditCode(value);
  if (!result.ok) throw warning(result.messageKey);
  return result.normalized;
}

export function checkOrgContactFields(f: { website: string | null; telephone: string | null }): void {
  if (f.website !== null && !WEBSITE.test(f.website)) throw warning('accounts.websiteInvalid');
  if (f.telephone !== null && !TELEPHONE.test(f.telephone)) throw warning('accounts.telephoneInvalid');
}

/**
 * An organisation's map point: both coordinates or neither, and inside its city (or the portal
 * region), so a mistyped or mis-clicked point never sends visitors to another province.
 */
export function checkOrgPoint(f: { region: string | null; lat: number | null; lng: number | null }): void {
  if ((f.lat === null) !== (f.lng === null)) throw warning('accounts.pointIncomplete');
  if (f.lat !== null && f.lng !== null && !pointInBounds(f.region, f.lat, f.lng))
    throw warning('accounts.pointOutsideRegion');
}

/** Dictionary-coded fields must name enabled entries of their dictionaries. */
export async function checkDictFields(
  db: TExec,
  pairs: Array<{ field: string; type: string; value: string | null }>,
): Promise<void> {
  const bad = await unknownDictValues(db, pairs);
  if (bad.length) throw warning('accounts.dictValueUnknown', { fields: bad.join(', ') });
}

export const gc01DictPairs = (f: {
  education: string | null;
  region: string | null;
  politicalStatus: string | null;
}) => [
  { field: 'education', type: 'education', value: f.education },
  { field: 'region', type: 'area', value: f.region },
  { field: 'politicalStatus', type: 'political_status', value: f.politicalStatus },
];

export const gb01DictPairs = (f: {
  nature: string | null;
  industry: string | null;
  scale: string | null;
  region: string | null;
}) => [
  { field: 'nature', type: 'org_nature', value: f.nature },
  { field: 'industry', type: 'industry', value: f.industry },
  { field: 'scale', type: 'org_scale', value: f.scale },
  { field: 'region', type: 'area', value: f.region },
];

type TGb01Input = Pick<
  TSaveGb01Input,
  | 'name'
  | 'legalRep'
  | 'nature'
  | 'industry'
  | 'scale'
  | 'region'
  | 'address'
  | 'lat'
  | 'lng'
  | 'contact'
  | 'telephone'
  | 'website'
  | 'description'
>;

/** The Gb01 columns an organisation fills in: the same at registration and on later updates. */
export const gb01Columns = (input: TGb01Input, creditCode: string) => ({
  name: input.name,
  creditCode,
  legalRep: input.legalRep,
  nature: input.nature,
  industry: input.industry,
  scale: input.scale,
  region: input.region,
  address: input.address,
  lat: input.lat,
  lng: input.lng,
  contact: input.contact,
  telephone: input.telephone,
  website: input.website,
  // Typed in a text area and shown on the public company page: markup never becomes part of it.
  description: toPlainText(input.description) || null,
});
