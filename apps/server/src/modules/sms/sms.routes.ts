import { SMS_PERMS } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { guard, page, route } from '../../core/route';
import { requireCaptcha } from './captcha';
import { sendCode } from './sms.codes';
import { type TSmsGateway, outboxGateway } from './sms.gateway';
import { outboxPage, presentOutbox } from './sms.outbox';
import { ZOutboxInput, ZSendSmsInput } from './sms.schemas';

/** SMS codes (public) and the outbox the default gateway writes (staff). */
export function smsRoutes(
  deps: TDeps,
  gateway: TSmsGateway = outboxGateway(deps.log, { keepCodes: deps.config.seedDemo }),
) {
  const send = route({
    method: 'POST',
    url: '/web-auth/sendSmsCode',
    guard: guard.public,
    input: ZSendSmsInput,
    rateLimit: { max: deps.config.smsRatePerMinute, timeWindow: '1 minute' },
    handler: async ({ input, req, locale }) => {
      await requireCaptcha(deps, input);
      return sendCode(deps, gateway, input, { ip: req.ip, locale });
    },
  });
  return [
    send,
    // The same call under the recruitment cloud's prefix (SPEC §7 lists both).
    { ...send, url: '/rc-api/sendSmsCode' },
    route({
      method: 'GET',
      url: '/system/sms/outbox',
      guard: guard.perm(SMS_PERMS.list),
      input: ZOutboxInput,
      // In demo mode the texts hold live codes: who read them is on record.
      audited: true,
      handler: async ({ input }) => {
        const { rows, total } = await outboxPage(deps.db, input, input);
        return page(rows.map(presentOutbox), total);
      },
    }),
  ];
}
