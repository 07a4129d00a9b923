import type { TMenuDef, TModule } from '../../core/module';
import { smsRoutes } from './sms.routes';

/** g070113: the outbox of the default SMS gateway, for administrators. */
export const SMS_MENUS: TMenuDef[] = [
  {
    key: 'g070113',
    parent: 'g07',
    type: 'C',
    path: 'g070113',
    component: 'g070113/index',
    titleZh: '短信消息',
    titleEn: 'SMS outbox',
    icon: 'message',
    sort: 13,
    perms: 'g07:sms:list',
    roles: ['admin'],
  },
];

/**
 * SMS codes behind a gateway interface; the default gateway is the sms_outbox table (staff
 * screen g070113) and the log.
 */
export const smsModule: TModule = {
  name: 'sms',
  routes: (deps) => smsRoutes(deps),
  menus: SMS_MENUS,
};

// What other modules use of this one (its public surface).
export { requireCaptcha } from './captcha';
export { checkCode, consumeCode, sendCode } from './sms.codes';
export { outboxGateway } from './sms.gateway';
export type { TSmsGateway } from './sms.gateway';
export { ZCaptchaFields, ZMobileNumber, ZPageInput, ZSmsCode } from './sms.schemas';
