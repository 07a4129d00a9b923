import { maskIdNumber, maskMiddle, maskMobile } from '@rcwb/shared';
import { urlOf } from '../files';
import type { TGb01View, TGc01View } from './profiles.repository';
import { PERSONAL_FIELD_RULES, type TPersonalData } from '../../core/personal-data';
import { isoOrNull } from '../../core/time';
import { toPlainText } from '../../core/sanitize-html';

/** Credit codes in lists: the region digits and the check tail stay readable. */
export const maskCreditCode = (code: string): string => maskMiddle(code, 4, 4);

export { maskEmail } from '../../core/personal-data';

/** A stored ID number for its owner; an undecryptable value (wrong data key) reads as empty. */
const idNumberOf = (pd: TPersonalData, enc: string): string => pd.decrypt(enc) ?? '';

/** GET /web-auth/getGc01 and the Gc01 calls: the owner's own view (ID number in full). */
export function presentGc01(pd: TPersonalData, view: TGc01View | undefined, missingFields: string[]) {
  if (!view) return { exists: false, missingFields, record: null };
  const g = view.gc01;
  const idNumber = idNumberOf(pd, g.idNumberEnc);
  return {
    exists: true,
    missingFields,
    record: {
      name: g.name,
      idNumber,
      idNumberMasked: maskIdNumber(idNumber),
      gender: g.gender,
      birthDate: g.birthDate,
      mobile: view.account.mobile ? maskMobile(view.account.mobile) : '',
      email: view.account.email ?? '',
      education: g.education,
      major: g.major,
      school: g.school,
      workYears: g.workYears,
      region: g.region,
      address: g.address,
      politicalStatus: g.politicalStatus,
      photo: view.photo ? { id: view.photo.id, url: urlOf(view.photo) } : null,
      updatedAt: isoOrNull(g.updatedAt),
    },
  };
}

const licenceOf = (view: TGb01View) =>
  view.licence
    ? {
        id: view.licence.id,
        name: view.licence.originalName,
        mime: view.licence.mime,
        size: view.licence.size,
        url: urlOf(view.licence),
      }
    : null;

const gb01Body = (view: TGb01View) => {
  const g = view.gb01;
  return {
    name: g.name,
    creditCode: g.creditCode,
    legalRep: g.legalRep,
    nature: g.nature,
    industry: g.industry,
    scale: g.scale,
    region: g.region,
    address: g.address,
    lat: g.lat,
    lng: g.lng,
    contact: g.contact,
    telephone: g.telephone,
    website: g.website,
    email: view.account.email ?? '',
    // Rows saved before descriptions were cleaned on the way in may still hold markup.
    description: g.description === null ? null : toPlainText(g.description),
    licence: licenceOf(view),
    logo: view.logo,
    photos: view.photos,
    reviewStatus: g.reviewStatus,
    reviewReason: g.reviewReason,
    reviewedAt: isoOrNull(g.reviewedAt),
    submittedAt: isoOrNull(g.submittedAt),
    updatedAt: isoOrNull(g.updatedAt),
  };
};

/** GET /web-auth/getGb01 and the Gb01 calls: the organisation's own view. */
export function presentGb01(view: TGb01View | undefined, missingFields: string[]) {
  if (!view) return { exists: false, missingFields, record: null };
  return {
    exists: true,
    missingFields,
    record: { ...gb01Body(view), mobile: view.account.mobile ? maskMobile(view.account.mobile) : '' },
  };
}

/** GET /system/org/:id: what a reviewer checks against the licence, contact number in full. */
export function presentOrgForStaff(view: TGb01View, missingFields: string[]) {
  return {
    id: view.gb01.accountId,
    username: view.account.username,
    status: view.account.status,
    mobile: view.account.mobile ?? '',
    missingFields,
    ...gb01Body(view),
    createdAt: isoOrNull(view.gb01.createdAt),
  };
}

const STAFF = PERSONAL_FIELD_RULES;

/** GET /system/person/:id: personal data masked for staff (core/personal-data.ts). */
export function presentPersonForStaff(pd: TPersonalData, view: TGc01View, missingFields: string[]) {
  const g = view.gc01;
  return {
    id: g.accountId,
    username: view.account.username,
    status: view.account.status,
    missingFields,
    name: g.name,
    idNumber: STAFF.idNumber.staff(idNumberOf(pd, g.idNumberEnc)),
    gender: g.gender,
    birthDate: g.birthDate === null ? null : STAFF.birthDate.staff(g.birthDate),
    mobile: STAFF.mobile.staff(view.account.mobile) ?? '',
    email: STAFF.email.staff(view.account.email) ?? '',
    education: g.education,
    major: g.major,
    school: g.school,
    workYears: g.workYears,
    region: g.region,
    address: g.address,
    politicalStatus: g.politicalStatus,
    photo: view.photo ? { id: view.photo.id, url: urlOf(view.photo) } : null,
    createdAt: isoOrNull(g.createdAt),
    updatedAt: isoOrNull(g.updatedAt),
  };
}
