import type { TDeps } from '../../core/deps';
import { guard, route } from '../../core/route';
import { ZUpdateHeaderInput, ZUpdatePasswordInput, ZUpdateProfileInput } from './account.schemas';
import { getProfile, updateHeader, updatePassword, updateProfile } from './account.service';
import { createSm2Keys } from './sm2-keys';

/** The signed-in user's own account: personal centre, password, avatar (docs/api.md). */
export function accountRoutes(deps: TDeps) {
  // Same key pair as sign-in (one row in system_secret), so the web encrypts with one public key.
  const keys = createSm2Keys(deps.db);
  return [
    route({
      method: 'GET',
      url: '/web-auth/getProfile',
      guard: guard.auth,
      handler: async ({ user }) => getProfile(deps, user),
    }),
    route({
      method: 'POST',
      url: '/web-auth/updateProfile',
      guard: guard.auth,
      input: ZUpdateProfileInput,
      handler: async ({ user, input }) => updateProfile(deps, user, input),
    }),
    route({
      method: 'POST',
      url: '/web-auth/updatePassword',
      beforePasswordChange: true,
      guard: guard.auth,
      input: ZUpdatePasswordInput,
      // Guessing the current password from a stolen session is as sensitive as guessing at sign-in.
      rateLimit: { max: deps.config.loginRatePerMinute, timeWindow: '1 minute' },
      handler: async ({ user, input, locale, t }) => updatePassword(deps, keys, user, input, { locale, t }),
    }),
    route({
      method: 'POST',
      url: '/web-auth/updateHeader',
      guard: guard.auth,
      input: ZUpdateHeaderInput,
      handler: async ({ user, input }) => updateHeader(deps, user, input),
    }),
  ];
}
