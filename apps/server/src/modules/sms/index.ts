import type { TModule } from '../../core/module';
import { smsRoutes } from './sms.routes';

/**
 * SMS codes behind a gateway interface; the default gateway is the sms_outbox table (staff
 * screen g070113) and the log.
 */
export const smsModule: TModule = {
  name: 'sms',
  routes: (deps) => smsRoutes(deps),
};
