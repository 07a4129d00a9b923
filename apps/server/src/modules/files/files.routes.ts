import { createReadStream } from 'node:fs';
import { z } from 'zod';
import type { TDeps } from '../../core/deps';
import { forbidden, notFound } from '../../core/errors';
import { recordFileRead } from '../../core/personal-data-reads';
import { guard, route } from '../../core/route';
import {
  FILE_RESPONSE_HEADERS,
  type TFileReadGrant,
  contentDisposition,
  findFile,
  mayRead,
} from './download.service';
import { findByKey, softDelete } from './files.repository';
import { bytesPath, imageAsBase64, sendAttachment } from './serve-file';
import { STORAGE_KEY_PATTERN, exists, storagePath } from './storage';
import { UploadRefused, storeUpload, urlOf } from './upload.service';

/** The classic download helper may post the flag as a string. */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .optional()
  .transform((v) => v === true || v === 'true');

const ZDownload = z.object({ fileName: z.string().min(1).max(1000), delete: flag });
const ZDownloadImg = z.object({ fileName: z.string().min(1).max(1000) });
const ZKey = z.object({ key: z.string().max(64) });

export function filesRoutes(deps: TDeps, grants: readonly TFileReadGrant[]) {
  const { db, config } = deps;
  return [
    route({
      method: 'POST',
      url: '/upload/upload',
      aliases: ['/upload/upload'],
      guard: guard.auth,
      raw: true,
      // Counted by account (core/mount.ts), however many sessions it has open.
      rateLimit: {
        max: config.uploads.ratePerMinute,
        signedInMax: config.uploads.ratePerMinute,
        timeWindow: '1 minute',
      },
      // Uploads answer in plain JSON with the classic upload shape (SPEC §3), success or not.
      handler: async ({ req, reply, user, t }) => {
        try {
          const row = await storeUpload(req, user, deps);
          const message = t('uploadOk');
          return reply.send({
            success: true,
            code: 200,
            data: urlOf(row),
            attributes: {
              id: row.id,
              name: row.originalName,
              size: row.size,
              mime: row.mime,
              kind: row.kind,
            },
            message,
            msg: message,
          });
        } catch (err) {
          if (!(err instanceof UploadRefused)) throw err;
          const message = t(err.messageKey, err.params);
          return reply.send({ success: false, code: err.code, message, msg: message });
        }
      },
    }),

    route({
      method: 'GET',
      url: '/files/:key',
      guard: guard.public,
      params: ZKey,
      // Public only for images (avatars, pictures in <img>); the key is 128 random bits.
      handler: async ({ req, reply, params, t }) => {
        const row = STORAGE_KEY_PATTERN.test(params.key) ? await findByKey(db, params.key) : undefined;
        const file = row?.kind === 'image' ? storagePath(config.filesDir, row.storageKey) : undefined;
        if (!row || !file || !(await exists(file))) {
          return reply.status(404).send({ code: 404, msg: t('code404') });
        }
        const etag = `"${row.sha256}"`;
        reply
          .header('etag', etag)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .headers(FILE_RESPONSE_HEADERS)
          .header('content-disposition', contentDisposition(row.originalName, 'inline'));
        if (req.headers['if-none-match'] === etag) return reply.status(304).send();
        return reply.type(row.mime).header('content-length', row.size).send(createReadStream(file));
      },
    }),

    route({
      method: 'POST',
      url: '/talent/file/download',
      guard: guard.auth,
      input: ZDownload,
      handler: async ({ input, user, reply }) => {
        const row = await findFile(db, input.fileName);
        if (!row) throw notFound('fileNotFound');
        if (!(await mayRead(db, row, user, grants))) throw forbidden();
        await bytesPath(deps, row);
        await recordFileRead(deps, row);
        // Soft delete keeps the bytes, so the stream still reads them.
        if (input.delete && row.ownerId === user.accountId) await softDelete(db, row.id, user.accountId);
        return sendAttachment(deps, reply, row);
      },
    }),

    route({
      method: 'POST',
      url: '/talent/file/downloadImg',
      guard: guard.auth,
      input: ZDownloadImg,
      handler: async ({ input, user }) => {
        const row = await findFile(db, input.fileName);
        if (!row) throw notFound('fileNotFound');
        if (!(await mayRead(db, row, user, grants))) throw forbidden();
        const image = await imageAsBase64(deps, row);
        await recordFileRead(deps, row);
        return image;
      },
    }),
  ];
}
