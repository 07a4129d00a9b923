import { encryptPassword } from '@/lib/auth/encrypt-password';
import { getAuthConfig } from '@/lib/auth/get-auth-config';
import type { LoginResult } from '@/lib/auth/login';
import { api } from '@/lib/api';

/** What both registrations share: the account, its verified mobile and an optional bind ticket. */
export type NewAccount = {
  username: string;
  /** Plain text here; encrypted with the server's SM2 key on the way out. */
  password: string;
  mobile: string;
  smsCode: string;
  /** From an unknown third-party sign-in: the new account is bound to that identity. */
  bindToken?: string;
  /** Consent to the user agreement and the privacy policy (required). */
  acceptTerms: boolean;
  /** A person's separate consent to the processing of the ID number (required for a person). */
  acceptIdNumber?: boolean;
};

export type Gc01Fields = {
  name: string;
  idNumber: string;
  email?: string | null;
  education?: string | null;
  major?: string | null;
  school?: string | null;
  workYears?: number | null;
  region?: string | null;
  address?: string | null;
  politicalStatus?: string | null;
};

export type Gb01Fields = {
  name: string;
  creditCode: string;
  legalRep?: string | null;
  nature?: string | null;
  industry?: string | null;
  scale?: string | null;
  region?: string | null;
  address?: string | null;
  contact?: string | null;
  telephone?: string | null;
  website?: string | null;
  email?: string | null;
  description?: string | null;
  lat?: number | null;
  lng?: number | null;
};

/** Registration answers quietly: the form shows the outcome beside the field or above the button. */
const quiet = { isToken: false, showError: false } as const;

async function encrypted<T extends { password: string }>(input: T): Promise<T> {
  const { sm2PublicKey } = await getAuthConfig();
  return { ...input, password: await encryptPassword(input.password, sm2PublicKey) };
}

/** POST /web-auth/register/saveGc01: the new person is signed in (the sign-in answer). */
export const saveGc01 = async (input: NewAccount & Gc01Fields) =>
  api.post<LoginResult>('/web-auth/register/saveGc01', await encrypted(input), quiet);

/** POST /web-auth/register/saveGb01: the new organisation is signed in, its review still 'draft'. */
export const saveGb01 = async (input: NewAccount & Gb01Fields) =>
  api.post<LoginResult>('/web-auth/register/saveGb01', await encrypted(input), quiet);
