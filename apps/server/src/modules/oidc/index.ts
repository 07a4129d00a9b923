import type { TModule } from '../../core/module';
import { oidcRoutes } from './oidc.routes';

/** Third-party sign-in through OpenID Connect providers named in RCWB_OIDC_PROVIDERS. */
export const oidcModule: TModule = {
  name: 'oidc',
  routes: oidcRoutes,
};

// What other modules use of this one (its public surface).
export { bindTicketTo, requireBindTicket } from './oidc.service';
