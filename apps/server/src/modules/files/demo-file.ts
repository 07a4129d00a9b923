import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { TDeps } from '../../core/deps';
import { files } from '../../db/schema';
import { newStorageKey, storagePath } from './storage';

/**
 * Stores bytes the demo data makes (a licence, a photo, a material) as `ownerId`'s own upload,
 * as an upload would leave it: the bytes on the files' disk, the row naming them. Its row id.
 */
export async function storeDemoFile(
  { db, config }: Pick<TDeps, 'config' | 'db'>,
  ownerId: number,
  file: { kind: 'image' | 'file'; name: string; mime: string; bytes: Buffer },
) {
  const storageKey = newStorageKey();
  const at = storagePath(config.filesDir, storageKey);
  await fs.mkdir(path.dirname(at), { recursive: true });
  await fs.writeFile(at, file.bytes, { mode: 0o600 });
  const [row] = await db
    .insert(files)
    .values({
      ownerId,
      kind: file.kind,
      originalName: file.name,
      storageKey,
      size: file.bytes.length,
      mime: file.mime,
      sha256: crypto.createHash('sha256').update(file.bytes).digest('hex'),
    })
    .returning({ id: files.id });
  return row!.id;
}

/** A one-page PDF standing in for an uploaded material. */
const DEMO_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Stores the stand-in PDF as `ownerId`'s upload named `<name>.pdf` (demo applications attach these). */
export const storeDemoPdf = (deps: Pick<TDeps, 'config' | 'db'>, ownerId: number, name: string) =>
  storeDemoFile(deps, ownerId, {
    kind: 'file',
    name: `${name}.pdf`,
    mime: 'application/pdf',
    bytes: DEMO_PDF,
  });
