import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** A storage key is 128 random bits in hex; it is the only name bytes ever get on disk. */
export const STORAGE_KEY_PATTERN = /^[0-9a-f]{32}$/;

export const newStorageKey = (): string => crypto.randomBytes(16).toString('hex');

/**
 * Where the bytes of a key live: a two-level fan-out (ab/cd/abcd…) under the files directory.
 * Only keys of the exact pattern are accepted, so no caller input can steer the path.
 */
export function storagePath(filesDir: string, key: string): string {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error('invalid storage key');
  return path.join(filesDir, key.slice(0, 2), key.slice(2, 4), key);
}

/** Creates a new, exclusive temp file under the files directory (same file system as the target). */
export async function openTemp(filesDir: string): Promise<{ tmpPath: string; handle: fs.FileHandle }> {
  const dir = path.join(filesDir, 'tmp');
  await fs.mkdir(dir, { recursive: true });
  const tmpPath = path.join(dir, `${crypto.randomBytes(16).toString('hex')}.part`);
  return { tmpPath, handle: await fs.open(tmpPath, 'wx', 0o600) };
}

/** Moves a finished temp file to its key's place; the rename is atomic, so readers never see half a file. */
export async function commitTemp(filesDir: string, tmpPath: string, key: string): Promise<string> {
  const target = storagePath(filesDir, key);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.rename(tmpPath, target);
  return target;
}

export async function removeQuietly(file: string): Promise<void> {
  await fs.rm(file, { force: true }).catch(() => {});
}

/** True when the bytes of a key are present. */
export async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}
