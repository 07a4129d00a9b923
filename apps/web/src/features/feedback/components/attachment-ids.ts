/** The file id of a stored upload URL (`/talent/file/<id>`), as the feedback API takes it. */
export const fileIdOf = (url: string): string | null =>
  /\/talent\/file\/([0-9a-f-]{36})$/i.exec(url)?.[1] ?? (/^[0-9a-f-]{36}$/i.test(url) ? url : null);

/** The stored URL the upload and download components use for a file id. */
export const fileUrlOf = (id: string) => `/talent/file/${id}`;
