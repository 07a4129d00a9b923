import type { TMessageView } from '@rcwb/shared';
import type { TMessageRow } from './messages.repository';

export type { TMessageView };

export const presentMessage = (m: TMessageRow): TMessageView => ({
  id: m.id,
  kind: m.kind,
  title: m.title,
  body: m.body,
  link: m.link,
  readAt: m.readAt ? m.readAt.toISOString() : null,
  createdAt: m.createdAt.toISOString(),
});
