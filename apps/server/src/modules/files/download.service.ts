import { UserType } from '@rcwb/shared';
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
 * Images may be read by every signed-in user; other files by their owner, by staff, and by whom
 * a module's grant names.
 */
export async function mayRead(
  db: TDb,
  row: TFileRow,
  user: TSessionUser,
  grants: readonly TFileReadGrant[],
): Promise<boolean> {
  if (row.kind === 'image' || row.ownerId === user.accountId || user.userType === UserType.staff) return true;
  for (const grant of grants) if (await grant(db, row, user)) return true;
  return false;
}

/** RFC 6266 / 5987 header: an ASCII fallback plus the exact UTF-8 name (Chinese names survive). */
export function contentDisposition(name: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'download';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
