import type { TDb } from '../../db/client';
import type { TSessionUser } from '../../core/session-user';
import { type TFileRow, findById, findByKey } from './files.repository';
import { STORAGE_KEY_PATTERN } from './storage';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const KEY_URL = /(?:^|\/)files\/([0-9a-f]{32})$/;
const ID_URL = /(?:^|\/)talent\/file\/([0-9a-f-]{36})$/;

export type TFileRef = { key: string } | { id: string };

/**
 * What a client's `fileName` names: an upload URL (`/files/<key>`, `/talent/file/<id>`, with or
 * without `/api` or an origin), a bare storage key or a file id. Anything else names nothing —
 * the value is only ever matched against these shapes and looked up in the table, never joined
 * to a path.
 */
export function parseFileRef(fileName: string): TFileRef | null {
  const value = fileName
    .trim()
    .replace(/[?#].*$/, '')
    .toLowerCase();
  if (STORAGE_KEY_PATTERN.test(value)) return { key: value };
  if (UUID.test(value)) return { id: value };
  const key = KEY_URL.exec(value)?.[1];
  if (key) return { key };
  const id = ID_URL.exec(value)?.[1];
  if (id && UUID.test(id)) return { id };
  return null;
}

export async function findFile(db: TDb, fileName: string): Promise<TFileRow | undefined> {
  const ref = parseFileRef(fileName);
  if (!ref) return undefined;
  return 'key' in ref ? findByKey(db, ref.key) : findById(db, ref.id);
}

/**
 * A module's word that a user may read a file they do not own, because of what the file is
 * attached to — e.g. an organisation reads the attachment of a resume delivered to it.
 */
export type TFileReadGrant = (db: TDb, file: TFileRow, user: TSessionUser) => Promise<boolean>;

/**
 * Images may be read by every signed-in user; other files by their owner and by whom a module's
 * grant names. Being staff opens nothing by itself: a reviewer reads a licence because the
 * organisation record under review names it, never by guessing an id.
 */
export async function mayRead(
  db: TDb,
  row: TFileRow,
  user: TSessionUser,
  grants: readonly TFileReadGrant[],
): Promise<boolean> {
  if (row.kind === 'image' || row.ownerId === user.accountId) return true;
  for (const grant of grants) if (await grant(db, row, user)) return true;
  return false;
}

/**
 * Headers of every response that carries stored bytes: the browser takes the type we sniffed at
 * upload (nosniff), and even if it rendered the bytes as a page, the sandbox CSP gives that page
 * no scripts, no plugins, no requests and a unique origin.
 */
export const FILE_RESPONSE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  'cross-origin-resource-policy': 'same-origin',
} as const;

/** RFC 6266 / 5987 header: an ASCII fallback plus the exact UTF-8 name (Chinese names survive). */
export function contentDisposition(name: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'download';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
