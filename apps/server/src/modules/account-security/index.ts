import type { TModule } from '../../core/module';
import { accountSecurityRoutes } from './account-security.routes';

/** Third-party bindings and account unlock for administrators (g070115). */
export const accountSecurityModule: TModule = {
  name: 'account-security',
  routes: accountSecurityRoutes,
};
