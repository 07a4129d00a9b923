import type { TMessageRow } from './messages.repository';

/** A message as the message centre and the live frames show it. */
export type TMessageView = {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  readAt: string | null;
  createdAt: string;
};

export const presentMessage = (m: TMessageRow): TMessageView => ({
  id: m.id,
  kind: m.kind,
  title: m.title,
  body: m.body,
  link: m.link,
  readAt: m.readAt ? m.readAt.toISOString() : null,
  createdAt: m.createdAt.toISOString(),
});
