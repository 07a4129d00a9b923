import type { ListParams } from '@/components/resource';
import { api } from '@/lib/api';

export type AccountStatus = 'active' | 'locked' | 'disabled';
export type ReviewStatus = 'draft' | 'pending' | 'approved' | 'rejected';

/** An organisation account as GET /system/org/list answers it (credit code masked). */
export type OrgAccount = {
  id: number;
  username: string;
  name: string;
  creditCode: string;
  legalRep: string | null;
  nature: string | null;
  industry: string | null;
  region: string | null;
  reviewStatus: ReviewStatus | null;
  hasLicence: boolean;
  status: AccountStatus;
  submittedAt: string | null;
  reviewedAt: string | null;
  createdAt: string;
};

export type StoredFile = { id: number; name: string; mime: string; size: number; url: string };

/** GET /system/org/{id}: the whole Gb01 a reviewer checks against the licence. */
export type OrgDetail = OrgAccount & {
  mobile: string;
  scale: string | null;
  address: string | null;
  contact: string | null;
  telephone: string | null;
  website: string | null;
  email: string;
  description: string | null;
  licence: StoredFile | null;
  /** The company page's pictures, reviewed with the rest of the public profile. */
  logo?: { id: string; url: string } | null;
  photos?: { id: string; url: string }[];
  reviewReason: string | null;
  missingFields: string[];
  /** null: the account has no Gb01 yet. */
  record: true | null;
};

/** An individual account as GET /system/person/list answers it (ID number and mobile masked). */
export type PersonAccount = {
  id: number;
  username: string;
  name: string;
  idNumber: string;
  gender: string | null;
  mobile: string;
  education: string | null;
  region: string | null;
  hasProfile: boolean;
  profileComplete: boolean;
  status: AccountStatus;
  createdAt: string;
};

/** GET /system/person/{id}: the Gc01 with personal data masked by the server. */
export type PersonDetail = PersonAccount & {
  birthDate: string | null;
  email: string;
  major: string | null;
  school: string | null;
  workYears: number | null;
  address: string | null;
  politicalStatus: string | null;
  record: true | null;
};

export const ORGS_KEY = 'account-review-orgs';
export const PERSONS_KEY = 'account-review-persons';

export const listOrgs = (params: ListParams, signal?: AbortSignal) =>
  api.page<OrgAccount>('/system/org/list', params, { signal });
export const getOrg = (id: number) => api.get<OrgDetail>(`/system/org/${id}`);
export const approveOrg = (id: number) => api.post<unknown>(`/system/org/${id}/approve`, {});
export const rejectOrg = (id: number, reason: string) =>
  api.post<unknown>(`/system/org/${id}/reject`, { reason });

export const listPersons = (params: ListParams, signal?: AbortSignal) =>
  api.page<PersonAccount>('/system/person/list', params, { signal });
export const getPerson = (id: number) => api.get<PersonDetail>(`/system/person/${id}`);

/** Lock or unlock an organisation's or individual's account; locking signs it out everywhere. */
export const setAccountLock = (kind: 'org' | 'person', id: number, locked: boolean) =>
  api.post<unknown>(`/system/${kind}/${id}/${locked ? 'lock' : 'unlock'}`, {});
