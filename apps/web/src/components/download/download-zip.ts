import { WIRE, decodeResponse } from '@rcwb/shared';
import { wireCipher } from '@/lib/api';
import { type ApiClientDeps, REQUEST_TIMEOUT_MS } from '@/lib/api/core';
import { resolveMessage } from '@/lib/api/messages';
import { saveBlob } from '@/lib/api/save-blob';
import { exchange } from '@/lib/api/transport';
import { getToken } from '@/lib/auth-token';
import { feedback } from '@/lib/feedback/feedback';
import { currentLocale, i18n } from '@/lib/i18n';

export type ZipDeps = Pick<
  ApiClientDeps,
  'fetch' | 'cipher' | 'baseUrl' | 'timeoutMs' | 'getToken' | 'getLocale' | 't' | 'notifier' | 'saveFile'
>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A refusal answered as JSON (possibly encrypted) instead of the archive. */
function refusalOf(response: Response, text: string, deps: ZipDeps): Record<string, unknown> {
  try {
    const value: unknown = response.headers.has(WIRE.encryptedResponseHeader)
      ? decodeResponse(deps.cipher, text)
      : JSON.parse(text);
    return isRecord(value) ? value : {};
  } catch {
    return {};
  }
}

/**
 * Builds the zip download of SPEC §7: GET `<api>/<url>` with the bearer token and a blob answer,
 * saved as `name`, behind the 'downloading data, please wait' loader. A JSON answer is a refusal
 * shown through the code map → msg → message → default; any other failure shows 'error
 * downloading file, contact the administrator'. Resolves true when the file was saved.
 */
export function createZipDownloader(deps: ZipDeps) {
  return async function downloadZip(url: string, name: string): Promise<boolean> {
    const { t, notifier } = deps;
    const close = notifier.loading(t('downloading'));
    try {
      const headers = new Headers({ 'Accept-Language': deps.getLocale() });
      const token = deps.getToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      const target =
        /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url) || url.startsWith(`${deps.baseUrl}/`)
          ? url
          : deps.baseUrl + url;
      const outcome = await exchange(
        deps.fetch,
        target,
        { method: 'GET', headers },
        { timeoutMs: deps.timeoutMs },
        (response) => response.blob(),
      );
      if (!outcome.ok || !outcome.response.ok) throw new Error('zip download failed');
      const { response, body } = outcome;
      const type = response.headers.get('Content-Type') ?? body.type;
      if (response.headers.has(WIRE.encryptedResponseHeader) || /json/i.test(type)) {
        notifier.error(resolveMessage(refusalOf(response, await body.text(), deps), t));
        return false;
      }
      // slice() re-types the bytes without copying them into a new Blob.
      deps.saveFile(body.slice(0, body.size, 'application/zip'), name);
      return true;
    } catch {
      notifier.error(t('downloadError'));
      return false;
    } finally {
      close();
    }
  };
}

/** `downloadZip(url, name)` for the app: the API prefix, token, loader and messages of the client. */
export const downloadZip = createZipDownloader({
  fetch: (input, init) => fetch(input, init),
  cipher: wireCipher,
  baseUrl: '/api',
  timeoutMs: REQUEST_TIMEOUT_MS,
  getToken,
  getLocale: currentLocale,
  t: (key, params) => i18n.t(key, params ?? {}),
  notifier: feedback,
  saveFile: saveBlob,
});
