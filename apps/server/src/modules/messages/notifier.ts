import { DEFAULT_LOCALE, type TLocale } from '@rcwb/shared';
import type { TDb } from '../../db/client';
import { messages } from '../../db/schema';
import type { TNotifier } from '../../core/deps';
import { renderMessage } from './message-text';
import { unreadCount } from './messages.repository';

/** What the WebSocket carries (docs/api.md): a new message, or the unread count after a change. */
export type TLiveFrame =
  | {
      type: 'message';
      data: { id: number; kind: string; title: string; body: string; link: string | null; createdAt: string };
      unread: number;
    }
  | { type: 'unread'; unread: number };

/**
 * A frame for the hub to send: the same to every socket, or built per socket language (a message
 * is rendered in the language each socket was opened in).
 */
export type TLiveFrameSource = TLiveFrame | ((locale: TLocale) => TLiveFrame);

/** Live delivery of a frame to the recipient's open sockets (in process now, across nodes later). */
export type TPush = (accountId: number, frame: TLiveFrameSource) => void | Promise<void>;

/**
 * The service other modules call to tell a user something: stores a message-centre entry (keys,
 * params, and the default-language text for search and exports), then pushes it to the
 * recipient's open sockets, each in its own language. A failed push never fails the caller — the
 * message is stored and shows up in the list and the unread count.
 */
export function createNotifier(db: TDb, push: TPush = () => {}): TNotifier {
  return {
    async notify(accountId, m) {
      const content = { titleKey: m.titleKey, bodyKey: m.bodyKey ?? null, params: m.params ?? null };
      const [row] = await db
        .insert(messages)
        .values({
          recipientId: accountId,
          kind: m.kind,
          ...renderMessage(DEFAULT_LOCALE, content),
          ...content,
          link: m.link ?? null,
        })
        .returning();
      if (!row) return;
      try {
        const unread = await unreadCount(db, accountId);
        const createdAt = row.createdAt.toISOString();
        await push(accountId, (locale) => ({
          type: 'message',
          data: { id: row.id, kind: row.kind, ...renderMessage(locale, content), link: row.link, createdAt },
          unread,
        }));
      } catch {
        // live delivery is best effort
      }
    },
  };
}
