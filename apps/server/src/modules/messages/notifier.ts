import type { TDb } from '../../db/client';
import { messages } from '../../db/schema';
import type { TNotifier } from '../../core/deps';

/** Live delivery of a stored message to the recipient's open sockets. */
export type TPush = (accountId: number, frame: unknown) => void;

/** Stores a message-centre entry, then pushes it to the recipient's open sockets. */
export function createNotifier(db: TDb, push: TPush = () => {}): TNotifier {
  return {
    async notify(accountId, m) {
      const [row] = await db
        .insert(messages)
        .values({ recipientId: accountId, kind: m.kind, title: m.title, body: m.body ?? '', link: m.link ?? null })
        .returning();
      if (row) push(accountId, { type: 'message', data: row });
    },
  };
}
