import { WIRE, encodeBody } from '@rcwb/shared';
import { ApiError, isApiError } from './api-error';
import type { ClientCore, RequestOptions } from './core';
import { resolveMessage } from './messages';
import { exchange } from './transport';

/** Multipart upload endpoint; exempt from the envelope cipher (shared `UPLOAD_PATHS`). */
export const UPLOAD_PATH = '/upload/upload';

export type UploadResult = {
  url: string;
  id: string | number | undefined;
  name?: string;
  size?: number;
  mime?: string;
};

export type UploadOptions = Pick<RequestOptions, 'signal' | 'showError'> & {
  fileName?: string;
  kind?: 'image' | 'file';
};

type UploadAnswer = {
  success?: boolean;
  code?: number;
  data?: string;
  attributes?: { id?: string | number; name?: string; size?: number; mime?: string };
  message?: string;
  msg?: string;
};

const randomHex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');

/** The `sm4Str` field: a fresh random string with the file size, encrypted with the wire key. */
export const uploadToken = (core: ClientCore, size: number): string =>
  core.deps.cipher.encrypt(JSON.stringify({ nonce: randomHex(16), size }));

/** File name from Content-Disposition (RFC 5987 `filename*` first). */
export function dispositionName(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Malformed escapes: fall through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || undefined;
}

const baseName = (path: unknown) =>
  typeof path === 'string' ? path.split(/[\\/]/).filter(Boolean).pop() || undefined : undefined;

export function createFileHelpers(core: ClientCore) {
  const { deps } = core;
  const { t, notifier } = deps;

  /** POST multipart `file` + `sm4Str` (+ `kind`); plain JSON answer `{ success, data, attributes }`. */
  async function upload(file: Blob, options: UploadOptions = {}): Promise<UploadResult> {
    const form = new FormData();
    const name = options.fileName ?? (file instanceof File ? file.name : 'file');
    form.append('file', file, name);
    form.append('sm4Str', uploadToken(core, file.size));
    if (options.kind) form.append('kind', options.kind);
    // No Content-Type: the browser adds the multipart boundary itself.
    const headers = core.headers(options, { json: false, encrypted: false });
    const outcome = await exchange(
      deps.fetch,
      deps.baseUrl + UPLOAD_PATH,
      { method: 'POST', headers, body: form },
      { timeoutMs: deps.timeoutMs, signal: options.signal },
      (response) => response.text(),
    );
    const { response, body } = core.reach(outcome, options);
    const answer = core.decode(response, body, options) as UploadAnswer;
    if (answer.code === 401) core.settle(answer, options);
    if (answer.success !== true || typeof answer.data !== 'string') {
      // Uploads report `message` before `msg` (SPEC §8 "Upload").
      const message = resolveMessage({ msg: answer.message ?? answer.msg }, t);
      if (options.showError !== false) notifier.error(message);
      throw new ApiError('business', message, answer.code === undefined ? {} : { code: answer.code });
    }
    const { id, ...attributes } = answer.attributes ?? {};
    return { url: answer.data, id, ...attributes };
  }

  /**
   * POST download with a blob answer, behind the "downloading" loader. A JSON answer is a refusal
   * whose message is shown; any other failure shows `downloadError`. Resolves true when saved.
   */
  async function download(url: string, data: Record<string, unknown>, fileName?: string): Promise<boolean> {
    const close = notifier.loading(t('downloading'));
    try {
      core.guardRepeat(url, data, {});
      const outcome = await exchange(
        deps.fetch,
        deps.baseUrl + url,
        {
          method: 'POST',
          headers: core.headers({}, { json: true, encrypted: true }),
          body: JSON.stringify(encodeBody(deps.cipher, data)),
        },
        { timeoutMs: deps.timeoutMs },
        (response) => response.blob(),
      );
      const { response, body } = core.reach(outcome, { showError: false });
      const type = response.headers.get('Content-Type') ?? body.type;
      if (response.headers.has(WIRE.encryptedResponseHeader) || /json/i.test(type)) {
        const answer = core.decode(response, await body.text(), { showError: false });
        notifier.error(resolveMessage(answer, t));
        return false;
      }
      const name =
        fileName ?? dispositionName(response.headers.get('Content-Disposition')) ?? baseName(data.fileName);
      deps.saveFile(body, name ?? 'download');
      return true;
    } catch (error) {
      // The duplicate-submit guard has already said why; everything else gets the fixed message.
      if (!isApiError(error, 'repeat')) notifier.error(t('downloadError'));
      return false;
    } finally {
      close();
    }
  }

  return { upload, download };
}
