import type { TModule } from '../../core/module';
import { accountRoutes } from './account.routes';
import { authRoutes } from './auth.routes';
import { demoAccountsSeed } from './demo-accounts';

/** Sign-in, sessions, user info and the demo accounts. */
export const authModule: TModule = {
  name: 'auth',
  routes: (deps) => [...authRoutes(deps), ...accountRoutes(deps)],
  seeds: [demoAccountsSeed],
};
