import type { ListParams } from '@/components/resource';
import { api } from '@/lib/api';
import { encryptPassword } from '@/lib/auth/encrypt-password';
import { getAuthConfig } from '@/lib/auth/get-auth-config';

/** One session that signs the caller in (GET /web-auth/security/sessions). */
export type AccountSession = {
  id: number;
  /** The session of this browser. */
  current: boolean;
  /** e.g. "Chrome 140 on Windows"; '' when the browser did not say. */
  device: string;
  userAgent: string;
  ip: string;
  createdAt: string;
  lastSeenAt: string;
};

/** One of the caller's sign-in attempts (GET /web-auth/security/loginHistory). */
export type LoginEntry = {
  id: number;
  /** `oper_result` value: '1' succeeded, '0' failed. */
  success: string;
  reason: string;
  ip: string;
  device: string;
  userAgent: string;
  createdAt: string;
};

/** A third-party identity bound to the account (GET /web-auth/oauth/bindings). */
export type OAuthBinding = {
  id: number;
  provider: string;
  label: string;
  name: string;
  email: string;
  createdAt: string;
  lastUsedAt: string | null;
};

export const SECURITY_KEY = 'account-security';
export const sessionsKey = [SECURITY_KEY, 'sessions'] as const;
export const bindingsKey = [SECURITY_KEY, 'bindings'] as const;

export const listSessions = (signal?: AbortSignal) =>
  api.get<AccountSession[]>('/web-auth/security/sessions', undefined, { signal });
export const endSession = (id: number) => api.delete<null>(`/web-auth/security/sessions/${id}`);

export const listLoginHistory = (params: ListParams, signal?: AbortSignal) =>
  api.page<LoginEntry>('/web-auth/security/loginHistory', params, { signal });

export const listBindings = (signal?: AbortSignal) =>
  api.get<OAuthBinding[]>('/web-auth/oauth/bindings', undefined, { signal });
export const removeBinding = (id: number) => api.delete<null>(`/web-auth/oauth/bindings/${id}`);

/**
 * POST /web-auth/bindMobile: the new number, the code sent to it and the current password (SM2,
 * like sign-in); answers the masked number.
 */
export const bindMobile = async (mobile: string, code: string, password: string) => {
  const { sm2PublicKey } = await getAuthConfig();
  return api.post<{ mobile: string }>(
    '/web-auth/bindMobile',
    { mobile, code, password: await encryptPassword(password, sm2PublicKey) },
    { showError: false },
  );
};
