import { PASSWORD_POLICY } from '@rcwb/shared';
import type { TConfig } from '../../config';
import type { TDeps } from '../../core/deps';
import { guard, route } from '../../core/route';
import { ZLoginInput } from './auth.schemas';
import { issueCaptcha } from './captcha.service';
import { login } from './login.service';
import type { TProfileMissing } from './profile-completeness';
import { checkInfoPerfect, logout, sessionInfo, userInfo } from './session.service';
import { createSm2Keys } from './sm2-keys';

const USER_AGENT_MAX = 512;

/** The providers the sign-in page offers (GET /web-auth/config): id and label only. */
const publicProviders = (config: Pick<TConfig, 'oidcProviders'>): { id: string; label: string }[] =>
  config.oidcProviders.map((p) => ({ id: p.id, label: p.label }));
// A literal guard (not guard.auth, which is typed as the whole TGuard union) lets the handlers see
// a non-null user.

/** Sign-in and session routes (docs/api.md, /web-auth/…). */
export function authRoutes(deps: TDeps, profileMissing: TProfileMissing) {
  const keys = createSm2Keys(deps.db);
  const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });
  return [
    route({
      method: 'GET',
      url: '/web-auth/config',
      guard: guard.public,
      handler: async () => ({
        captchaEnabled: deps.settings.values().captchaEnabled,
        // The page footer says so: demo accounts have a published password.
        demoMode: deps.config.seedDemo,
        // The footer's hosting body, ICP filing number and hotline (RCWB_SITE_*).
        site: deps.config.site,
        sm2PublicKey: await keys.publicKey(),
        providers: publicProviders(deps.config),
        locales: ['zh-CN', 'en'],
        passwordPolicy: PASSWORD_POLICY,
      }),
    }),
    route({
      method: 'GET',
      url: '/web-auth/code',
      guard: guard.public,
      // Each image is a stored row: limit how fast one address can make them.
      rateLimit: perMinute(deps.config.loginRatePerMinute * 2),
      handler: async () =>
        deps.settings.values().captchaEnabled
          ? { captchaEnabled: true, ...(await issueCaptcha(deps.db)) }
          : { captchaEnabled: false },
    }),
    route({
      method: 'POST',
      url: '/web-auth/login',
      guard: guard.public,
      input: ZLoginInput,
      rateLimit: perMinute(deps.config.loginRatePerMinute),
      handler: async ({ input, req }) =>
        login(deps, keys, input, {
          ip: req.ip,
          userAgent: req.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null,
        }),
    }),
    route({
      method: 'DELETE',
      url: '/web-auth/logout',
      guard: guard.auth,
      beforePasswordChange: true,
      handler: async ({ user }) => logout(deps, user),
    }),
    route({
      method: 'GET',
      url: '/web-auth/getUserInfo',
      guard: guard.auth,
      beforePasswordChange: true,
      handler: async ({ user }) => userInfo(deps, user, profileMissing),
    }),
    route({
      method: 'GET',
      url: '/web-auth/getUserSaSession',
      guard: guard.auth,
      beforePasswordChange: true,
      handler: async ({ user }) => sessionInfo(deps, user),
    }),
    route({
      method: 'GET',
      url: '/web-auth/checkInfoPerfect',
      guard: guard.auth,
      handler: async ({ user }) => checkInfoPerfect(deps, user, profileMissing),
    }),
  ];
}
