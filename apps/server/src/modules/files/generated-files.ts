import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { TDeps } from '../../core/deps';
import { files } from '../../db/schema';
import type { TFileRow } from './files.repository';
import { commitTemp, newStorageKey, openTemp, removeQuietly, storagePath } from './storage';

async function digest(file: string): Promise<{ sha256: string; size: number }> {
  const hash = crypto.createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest('hex'), size };
}

/**
 * Stores a file the server made for a user (an export's sheet) as the user's private file: `write`
 * fills a temp path on the files' disk, which becomes the file only when it succeeded. Such files
 * do not count against the user's upload quota: the user did not upload them, and they expire.
 */
export async function storeGeneratedFile(
  deps: Pick<TDeps, 'config' | 'db'>,
  opts: { ownerId: number; name: string; mime: string; write: (tmpPath: string) => Promise<void> },
): Promise<TFileRow> {
  const { tmpPath, handle } = await openTemp(deps.config.filesDir);
  await handle.close();
  let committed: string | undefined;
  try {
    await opts.write(tmpPath);
    const { sha256, size } = await digest(tmpPath);
    const storageKey = newStorageKey();
    committed = await commitTemp(deps.config.filesDir, tmpPath, storageKey);
    const [row] = await deps.db
      .insert(files)
      .values({
        ownerId: opts.ownerId,
        kind: 'file',
        purpose: 'own',
        originalName: opts.name,
        storageKey,
        size,
        mime: opts.mime,
        sha256,
      })
      .returning();
    return row!;
  } catch (err) {
    await removeQuietly(committed ?? tmpPath);
    throw err;
  }
}

/** Removes a file at once, row and bytes (a generated file whose time is up; nothing else names it). */
export async function removeFileNow(deps: Pick<TDeps, 'config' | 'db'>, id: string): Promise<void> {
  const [row] = await deps.db.delete(files).where(eq(files.id, id)).returning({ key: files.storageKey });
  if (row) await removeQuietly(storagePath(deps.config.filesDir, row.key));
}

/** Whether the bytes of a file are on disk (tests and clean-up checks). */
export const fileBytesPresent = async (deps: Pick<TDeps, 'config'>, storageKey: string) =>
  fs.stat(storagePath(deps.config.filesDir, storageKey)).then(
    () => true,
    () => false,
  );
