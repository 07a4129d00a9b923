import crypto from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { imageSizeFromFile } from 'image-size/fromFile';
import { UserType } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import type { TSessionUser } from '../../core/session-user';
import {
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MB,
  type TFileKind,
  type TFilePurpose,
  cleanFileName,
  createTextCheck,
  defaultKindOf,
  extensionOf,
  extensionsOf,
  formatsOf,
  imageDimensionsOk,
  isImageMime,
  mimeIfContentMatches,
} from './file-rules';
import { type TFileRow, insertWithinQuota } from './files.repository';
import { commitTemp, newStorageKey, openTemp, removeQuietly } from './storage';

/** Where a stored file can be fetched: images publicly by key, other files through download. */
export const urlOf = (row: Pick<TFileRow, 'kind' | 'storageKey' | 'id'>): string =>
  row.kind === 'image' ? `/files/${row.storageKey}` : `/talent/file/${row.id}`;

/** Why an upload was refused: business code, message key and its parameters. */
export class UploadRefused extends Error {
  constructor(
    readonly code: 500 | 601,
    readonly messageKey: string,
    readonly params?: Record<string, string | number>,
  ) {
    super(messageKey);
    this.name = 'UploadRefused';
  }
}

const refuse = (code: 500 | 601, key: string, params?: Record<string, string | number>) =>
  new UploadRefused(code, key, params);

type TReceived = {
  tmpPath: string;
  rawName: string;
  size: number;
  sha256: string;
  truncated: boolean;
  textOk: boolean;
};

/** Streams the file part into a temp file, hashing and text-checking on the way. */
async function receiveFile(part: MultipartFile, filesDir: string): Promise<TReceived> {
  const { tmpPath, handle } = await openTemp(filesDir);
  const hash = crypto.createHash('sha256');
  const text = createTextCheck();
  let size = 0;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_UPLOAD_BYTES) continue; // the limit truncates anyway; never write past it
      hash.update(chunk);
      text.push(chunk);
      await handle.write(chunk);
    }
  } catch (err) {
    await handle.close().catch(() => {});
    await removeQuietly(tmpPath);
    throw err;
  }
  await handle.close();
  const truncated = part.file.truncated || size > MAX_UPLOAD_BYTES;
  if (truncated) await removeQuietly(tmpPath);
  return {
    tmpPath,
    rawName: part.filename,
    size,
    sha256: hash.digest('hex'),
    truncated,
    textOk: text.done(),
  };
}

/** Reads the multipart body: the `file` part to a temp file, the small fields as text. */
async function readMultipart(
  req: FastifyRequest,
  filesDir: string,
): Promise<{ file: TReceived | undefined; fields: Record<string, string> }> {
  let file: TReceived | undefined;
  const fields: Record<string, string> = {};
  try {
    const parts = req.parts({
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname === 'file' && !file) file = await receiveFile(part, filesDir);
        else part.file.resume();
      } else if (typeof part.value === 'string' && !part.valueTruncated) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (file && !file.truncated) await removeQuietly(file.tmpPath);
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuse(601, 'uploadSize', { n: MAX_UPLOAD_MB });
    if (code === 'FST_FILES_LIMIT') throw refuse(601, 'uploadCount', { n: 1 });
    // A body that is not valid multipart (no boundary, cut short) is the client's error; only a
    // failure of this server's own disk is a server error.
    if ((err as { syscall?: string }).syscall) throw refuse(500, 'uploadFileFailed');
    throw refuse(601, 'uploadFileFailed');
  }
  return { file, fields };
}

/**
 * The sizes the client's integrity string claims: JSON `{ size }` or any run of digits in a
 * plain string (the classic client puts the size into a random string).
 */
export function claimedSizes(plain: string): number[] {
  try {
    const parsed: unknown = JSON.parse(plain);
    if (parsed && typeof parsed === 'object') {
      const size = Number((parsed as { size?: unknown }).size);
      return Number.isSafeInteger(size) ? [size] : [];
    }
  } catch {
    // not JSON: look for the size in the text
  }
  return [...plain.matchAll(/\d+/g)].map((m) => Number(m[0])).filter(Number.isSafeInteger);
}

function verifySm4Str(deps: TDeps, sm4Str: string | undefined, size: number): void {
  if (!sm4Str || !/^[0-9a-fA-F]+$/.test(sm4Str)) throw refuse(500, 'uploadVerifyFailed');
  let plain: string;
  try {
    plain = deps.cipher.decrypt(sm4Str.toLowerCase());
  } catch {
    throw refuse(500, 'uploadVerifyFailed');
  }
  if (!claimedSizes(plain).includes(size)) throw refuse(500, 'uploadVerifyFailed');
}

function kindOf(value: string | undefined, ext: string): TFileKind {
  if (value === undefined || value === '') return defaultKindOf(ext);
  if (value === 'image' || value === 'file') return value;
  throw refuse(601, 'validation', { fields: 'kind' });
}

/**
 * Staff upload material for editorial content; everyone else uploads for their own records.
 * Only staff may say 'content', so a content attachment is never someone's private file.
 */
function purposeOf(value: string | undefined, user: TSessionUser): TFilePurpose {
  const staff = user.userType === UserType.staff;
  if (value === undefined || value === '') return staff ? 'content' : 'own';
  if (value === 'own' || (value === 'content' && staff)) return value;
  throw refuse(601, 'validation', { fields: 'purpose' });
}

/** Refuses a picture whose header cannot be read or claims more pixels than any screen needs. */
async function checkImageHeader(tmpPath: string): Promise<void> {
  let size: { width?: number; height?: number };
  try {
    size = await imageSizeFromFile(tmpPath);
  } catch {
    throw refuse(601, 'uploadImageUnreadable');
  }
  if (!imageDimensionsOk(size.width ?? 0, size.height ?? 0))
    throw refuse(601, 'uploadImageTooLarge', { n: MAX_IMAGE_PIXELS / 1_000_000, side: MAX_IMAGE_SIDE });
}

/**
 * Receives, checks and stores one upload (SPEC §5 rules). Throws UploadRefused with the reason;
 * on any refusal nothing is left on disk or in the table.
 */
export async function storeUpload(req: FastifyRequest, user: TSessionUser, deps: TDeps): Promise<TFileRow> {
  if (!req.isMultipart()) throw refuse(601, 'uploadNoFile');
  const filesDir = deps.config.filesDir;
  const { file, fields } = await readMultipart(req, filesDir);
  if (!file) throw refuse(601, 'uploadNoFile');
  if (file.truncated) throw refuse(601, 'uploadSize', { n: MAX_UPLOAD_MB });
  let committed: string | undefined;
  try {
    const name = cleanFileName(file.rawName);
    if (!name) throw refuse(601, 'uploadNameInvalid');
    if (name.includes(',') || name.includes('，')) throw refuse(601, 'uploadNameComma');
    const ext = extensionOf(name);
    const kind = kindOf(fields.kind, ext);
    const purpose = purposeOf(fields.purpose, user);
    if (!extensionsOf(kind).includes(ext)) throw refuse(601, 'uploadFormat', { formats: formatsOf(kind) });
    if (file.size === 0) throw refuse(601, 'uploadEmpty');
    verifySm4Str(deps, fields.sm4Str, file.size);
    const sniffed = await fileTypeFromFile(file.tmpPath);
    const mime = mimeIfContentMatches(ext, sniffed, file.textOk);
    if (!mime) throw refuse(601, 'uploadContentMismatch', { ext });
    if (isImageMime(mime)) await checkImageHeader(file.tmpPath);

    const storageKey = newStorageKey();
    committed = await commitTemp(filesDir, file.tmpPath, storageKey);
    // The administrator's run-time limits (parameters), else the environment's.
    const { uploadQuotaMb, uploadQuotaFiles: quotaFiles } = deps.settings.values();
    const quotaBytes = uploadQuotaMb * 1024 * 1024;
    const row = await insertWithinQuota(
      deps.db,
      {
        ownerId: user.accountId,
        kind,
        purpose,
        originalName: name,
        storageKey,
        size: file.size,
        mime,
        sha256: file.sha256,
      },
      { bytes: quotaBytes, files: quotaFiles },
    );
    if (!row)
      throw refuse(601, 'uploadQuota', { files: quotaFiles, mb: Math.floor(quotaBytes / (1024 * 1024)) });
    return row;
  } catch (err) {
    await removeQuietly(committed ?? file.tmpPath);
    if (err instanceof UploadRefused) throw err;
    req.log.error({ err }, 'upload could not be stored');
    throw refuse(
      500,
      defaultKindOf(extensionOf(file.rawName)) === 'image' ? 'uploadImageFailed' : 'uploadFileFailed',
    );
  }
}
