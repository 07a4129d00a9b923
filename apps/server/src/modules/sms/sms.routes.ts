import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { SMS_PERMS } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { guard, page, route } from '../../core/route';
import { smsOutbox } from '../../db/schema';
import { requireCaptcha } from './captcha';
import { sendCode } from './sms.codes';
import { type TSmsGateway, outboxGateway } from './sms.gateway';
import { ZOutboxInput, ZSendSmsInput } from './sms.schemas';

/** SMS codes (public) and the outbox the default gateway writes (staff). */
export function smsRoutes(deps: TDeps, gateway: TSmsGateway = outboxGateway(deps.log)) {
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
      handler: async ({ input }) => {
        const filters: SQL[] = [];
        if (input.recipient) filters.push(eq(smsOutbox.recipient, input.recipient));
        if (input.template) filters.push(eq(smsOutbox.template, input.template));
        const where = filters.length ? and(...filters) : undefined;
        const [rows, [total]] = await Promise.all([
          deps.db
            .select()
            .from(smsOutbox)
            .where(where)
            .orderBy(desc(smsOutbox.id))
            .limit(input.limit)
            .offset((input.page - 1) * input.limit),
          deps.db.select({ n: count() }).from(smsOutbox).where(where),
        ]);
        return page(
          rows.map((r) => ({
            id: r.id,
            recipient: r.recipient,
            template: r.template,
            text: r.text,
            hasCode: r.codeId !== null,
            createdAt: r.createdAt.toISOString(),
          })),
          total?.n ?? 0,
        );
      },
    }),
  ];
}
