import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import type { TDeps } from '../../core/deps';
import { notFound, warning } from '../../core/errors';
import { FILE_RESPONSE_HEADERS, contentDisposition } from './download.service';
import { isImageMime } from './file-rules';
import type { TFileRow } from './files.repository';
import { exists, storagePath } from './storage';

/** The bytes of a readable file, or a 404 envelope when the row exists but its bytes do not. */
export async function bytesPath(deps: Pick<TDeps, 'config' | 'log'>, row: TFileRow): Promise<string> {
  const file = storagePath(deps.config.filesDir, row.storageKey);
  if (await exists(file)) return file;
  deps.log.error({ fileId: row.id }, 'stored file is missing on disk');
  throw notFound('fileNotFound');
}

/**
 * Sends a private file as a download: the sniffed type, never inline, never cached. The caller
 * has decided that the user may read it (and recorded the read). Used by the generic download and
 * by the routes that open a private file through the object it belongs to.
 */
export async function sendAttachment(
  deps: Pick<TDeps, 'config' | 'log'>,
  reply: FastifyReply,
  row: TFileRow,
): Promise<FastifyReply> {
  const file = await bytesPath(deps, row);
  return reply
    .type(row.mime)
    .header('content-length', row.size)
    .header('content-disposition', contentDisposition(row.originalName))
    .headers(FILE_RESPONSE_HEADERS)
    .header('cache-control', 'private, no-store')
    .send(createReadStream(file));
}

/**
 * Sends a document the server made for this request (a printable PDF) as a download, under the
 * same headers as a stored file and never cached. The caller has decided that the user may read it.
 */
export function sendGenerated(reply: FastifyReply, bytes: Buffer, name: string, mime = 'application/pdf') {
  return reply
    .headers(FILE_RESPONSE_HEADERS)
    .header('content-disposition', contentDisposition(name))
    .header('cache-control', 'no-store')
    .type(mime)
    .send(bytes);
}

/** A picture's bytes for an in-page preview (`{ base64, mime }`); other files are refused. */
export async function imageAsBase64(deps: Pick<TDeps, 'config' | 'log'>, row: TFileRow) {
  if (!isImageMime(row.mime)) throw warning('fileNotImage');
  const bytes = await fs.readFile(await bytesPath(deps, row));
  return { base64: bytes.toString('base64'), mime: row.mime };
}
