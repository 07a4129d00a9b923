import type { TModule } from '../../core/module';
import { accountRoutes } from './account.routes';
import { authRoutes } from './auth.routes';
import { demoAccountsSeed } from './demo-accounts';
import { securityRoutes } from './security.routes';

/** Sign-in, sessions, user info, the personal centre, account security and the demo accounts. */
export const authModule: TModule = {
  name: 'auth',
  routes: (deps) => [...authRoutes(deps), ...accountRoutes(deps), ...securityRoutes(deps)],
  seeds: [demoAccountsSeed],
};
