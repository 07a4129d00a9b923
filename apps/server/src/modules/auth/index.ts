import type { TModule } from '../../core/module';
import { accountRoutes } from './account.routes';
import { authRoutes } from './auth.routes';
import type { TProfileMissing } from './profile-completeness';
import { demoAccountsSeed } from './demo-accounts';
import { securityRoutes } from './security.routes';

/**
 * Sign-in, sessions, user info, the personal centre, account security and the demo accounts.
 * The profile records belong to modules/accounts (built on this one): their check is passed in.
 */
export const authModule = (profileMissing: TProfileMissing): TModule => ({
  name: 'auth',
  routes: (deps) => [...authRoutes(deps, profileMissing), ...accountRoutes(deps), ...securityRoutes(deps)],
  seeds: [demoAccountsSeed],
});

// What other modules use of this one (its public surface).
export { presentLogin } from './auth.presenter';
export { openSession, revokeSession, writeLoginLog } from './auth.repository';
export type { TClientMeta } from './auth.repository';
export { grantsOf, hashToken, newToken } from './authenticate';
export { checkCaptcha } from './captcha.service';
export { confirmPassword, login } from './login.service';
export { hashPassword } from './password';
export { isMissingInfo } from './profile-completeness';
export { createSm2Keys } from './sm2-keys';
export type { TSm2Keys } from './sm2-keys';
export { createAuthenticator } from './authenticate';
export { DEMO_ACCOUNTS } from './demo-accounts';
export { administratorCount, createAdministrator } from './first-admin';
