import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { files } from '../../db/schema';
import { parseFileRef } from './download.service';

/**
 * True when every stored-file URL names a live file uploaded for content. An attachment that
 * names a private file (a licence, a resume) by its id is refused, so editorial content can
 * never publish a user's private file.
 */
export async function contentFilesOnly(db: TDb, urls: readonly string[]): Promise<boolean> {
  const ids = new Set<string>();
  for (const url of urls) {
    const ref = parseFileRef(url);
    if (!ref || !('id' in ref)) return false;
    ids.add(ref.id);
  }
  if (!ids.size) return true;
  const found = await db
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, [...ids]), eq(files.purpose, 'content'), isNull(files.deletedAt)));
  return found.length === ids.size;
}
