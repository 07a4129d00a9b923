import type { TModule } from '../../core/module';
import { authRoutes } from './auth.routes';
import { demoAccountsSeed } from './demo-accounts';

/** Sign-in, sessions, user info and the demo accounts. */
export const authModule: TModule = {
  name: 'auth',
  routes: authRoutes,
  seeds: [demoAccountsSeed],
};
