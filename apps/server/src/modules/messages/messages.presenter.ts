import type { TLocale, TMessageView } from '@rcwb/shared';
import { messageTextFor } from './message-text';
import type { TMessageRow } from './messages.repository';

export type { TMessageView };

/** A message as its reader sees it: title and body in the reader's language. */
export const presentMessage = (m: TMessageRow, locale: TLocale): TMessageView => ({
  id: m.id,
  kind: m.kind,
  ...messageTextFor(locale, m),
  link: m.link,
  readAt: m.readAt ? m.readAt.toISOString() : null,
  createdAt: m.createdAt.toISOString(),
});
