/** A message-centre entry as the API lists it and the live socket pushes it (docs/api.md). */
export type TMessageView = {
  id: number;
  kind: string;
  title: string;
  body: string;
  /** In-app path of the thing the message is about. */
  link: string | null;
  readAt: string | null;
  createdAt: string;
};
