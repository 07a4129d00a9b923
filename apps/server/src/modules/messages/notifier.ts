import type { TDb } from '../../db/client';
import { messages } from '../../db/schema';
import type { TNotifier } from '../../core/deps';
import { unreadCount } from './messages.repository';

/** What the WebSocket carries (docs/api.md): a new message, or the unread count after a change. */
export type TLiveFrame =
  | {
      type: 'message';
      data: { id: number; kind: string; title: string; body: string; link: string | null; createdAt: string };
      unread: number;
    }
  | { type: 'unread'; unread: number };

/** Live delivery of a frame to the recipient's open sockets (in process now, across nodes later). */
export type TPush = (accountId: number, frame: TLiveFrame) => void | Promise<void>;

/**
 * The service other modules call to tell a user something: stores a message-centre entry, then
 * pushes it to the recipient's open sockets. A failed push never fails the caller — the message
 * is stored and shows up in the list and the unread count.
 */
export function createNotifier(db: TDb, push: TPush = () => {}): TNotifier {
  return {
    async notify(accountId, m) {
      const [row] = await db
        .insert(messages)
        .values({
          recipientId: accountId,
          kind: m.kind,
          title: m.title,
          body: m.body ?? '',
          link: m.link ?? null,
        })
        .returning();
      if (!row) return;
      try {
        const unread = await unreadCount(db, accountId);
        await push(accountId, {
          type: 'message',
          data: {
            id: row.id,
            kind: row.kind,
            title: row.title,
            body: row.body,
            link: row.link,
            createdAt: row.createdAt.toISOString(),
          },
          unread,
        });
      } catch {
        // live delivery is best effort
      }
    },
  };
}
