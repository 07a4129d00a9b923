import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { TDeps } from '../../core/deps';
import { files } from '../../db/schema';
import { newStorageKey, storagePath } from './storage';

/** A one-page PDF standing in for an uploaded material. */
const DEMO_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Stores the demo PDF as `ownerId`'s upload named `<name>.pdf` (demo applications attach these); its id. */
export async function storeDemoPdf(deps: Pick<TDeps, 'config' | 'db'>, ownerId: number, name: string) {
  const storageKey = newStorageKey();
  const file = storagePath(deps.config.filesDir, storageKey);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, DEMO_PDF, { mode: 0o600 });
  const [row] = await deps.db
    .insert(files)
    .values({
      ownerId,
      kind: 'file',
      originalName: `${name}.pdf`,
      storageKey,
      size: DEMO_PDF.length,
      mime: 'application/pdf',
      sha256: crypto.createHash('sha256').update(DEMO_PDF).digest('hex'),
    })
    .returning({ id: files.id });
  return row!.id;
}
