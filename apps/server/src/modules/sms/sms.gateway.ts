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
};

/**
 * Where text messages go. It runs inside the caller's transaction, so a message exists exactly
 * when its code does. A real provider is plugged in as an outbox relay: this sink stays the
 * record, a worker forwards new rows.
 */
export type TSmsGateway = { deliver(db: TExec, message: TSmsMessage): Promise<void> };

/** The default sink: the sms_outbox table, which staff can read, and the server log. */
export function outboxGateway(log: FastifyBaseLogger): TSmsGateway {
  return {
    async deliver(db, message) {
      const [row] = await db.insert(smsOutbox).values(message).returning({ id: smsOutbox.id });
      // Development convenience: the log shows what a phone would receive.
      log.info({ sms: row?.id, to: maskMobile(message.recipient), template: message.template }, message.text);
    },
  };
}
