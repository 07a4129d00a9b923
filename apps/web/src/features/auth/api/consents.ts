import type { TConsent } from '@rcwb/shared';
import { api } from '@/lib/api';

/** GET /web-auth/consents: the consents the account gave in an older version than today's. */
export const dueConsents = async (): Promise<TConsent[]> =>
  (await api.get<{ due: TConsent[] }>('/web-auth/consents')).due;

/** POST /web-auth/consents: accepts the current versions of these consents. */
export const acceptConsents = (consents: readonly TConsent[]) =>
  api.post<{ due: TConsent[] }>('/web-auth/consents', { consents });
