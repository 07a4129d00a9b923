import { api } from '@/lib/api';

export type AuthConfig = {
  captchaEnabled: boolean;
  /** Demo accounts with a published password exist: the page footer says so. */
  demoMode?: boolean;
  /** What the page footer names; each part only when configured (RCWB_SITE_*). */
  site?: { hostingBody: string; icpNumber: string; hotline: string };
  /** SM2 public key (hex) for the password field. */
  sm2PublicKey: string;
  providers: { id: string; label: string }[];
  locales: string[];
};

// Plain calls rather than React Query: the sign-in page stays free of it to fit its size budget.
export const getAuthConfig = (signal?: AbortSignal) =>
  api.get<AuthConfig>('/web-auth/config', undefined, { isToken: false, signal, showError: false });
