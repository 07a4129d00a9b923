import type { FastifyBaseLogger } from 'fastify';
import { maskMobile } from '@rcwb/shared';
import { smsOutbox } from '../../db/schema';
import type { TExec } from '../../core/tx';

/** One text message to one mobile number. */
export type TSmsMessage = {
  recipient: string;
  /** Template name, e.g. `register` or `register-exists`. */
  template: string;
  text: string;
  /** The sms_code row whose code the text carries, if any. */
  codeId: number | null;
  /** The code the text carries, so that a sink can keep the text without it. */
  code: string | null;
};

/** What a stored text shows in place of its code. */
export const MASKED_CODE = '******';

/**
 * Where text messages go. It runs inside the caller's transaction, so a message exists exactly
 * when its code does. A real provider is plugged in as an outbox relay: this sink stays the
 * record, a worker forwards new rows.
 */
export type TSmsGateway = { deliver(db: TExec, message: TSmsMessage): Promise<void> };

/**
 * The default (development) sink: the sms_outbox table, which staff can read, and the server log.
 * A live code is a key to an account, so it never reaches the log, and the table keeps it only in
 * demo mode (`keepCodes`), where the quick start has no phone to read it from; otherwise the
 * stored text shows the code masked.
 */
export function outboxGateway(log: FastifyBaseLogger, options: { keepCodes: boolean }): TSmsGateway {
  return {
    async deliver(db, { code, ...message }) {
      const text = code && !options.keepCodes ? message.text.split(code).join(MASKED_CODE) : message.text;
      const [row] = await db
        .insert(smsOutbox)
        .values({ ...message, text })
        .returning({ id: smsOutbox.id });
      log.info({ sms: row?.id, to: maskMobile(message.recipient), template: message.template }, 'sms sent');
    },
  };
}
