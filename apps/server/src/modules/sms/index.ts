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

// What other modules use of this one (its public surface).
export { requireCaptcha } from './captcha';
export { checkCode, consumeCode, sendCode } from './sms.codes';
export { outboxGateway } from './sms.gateway';
export type { TSmsGateway } from './sms.gateway';
export { ZCaptchaFields, ZMobileNumber, ZPageInput, ZSmsCode } from './sms.schemas';
