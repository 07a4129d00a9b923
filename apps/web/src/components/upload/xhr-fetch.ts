import type { FetchLike } from '@/lib/api/transport';

/** Upload progress in percent (0–100). */
export type ProgressListener = (percent: number) => void;

/** `fetch` cannot report upload progress; XMLHttpRequest can. Tests pass a fake. */
export type XhrFactory = () => XMLHttpRequest;

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

const abortError = () => new DOMException('The upload was aborted', 'AbortError');

/**
 * A `fetch` replacement over XMLHttpRequest that reports upload progress. It plugs into the API
 * client as its transport, so an upload with progress goes through exactly the same steps
 * (headers, `sm4Str`, answer handling, timeout, session expiry) as `api.upload`.
 */
export function xhrFetch(
  onProgress?: ProgressListener,
  createXhr: XhrFactory = () => new XMLHttpRequest(),
): FetchLike {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const { signal } = init;
      if (signal?.aborted) {
        reject(abortError());
        return;
      }
      const xhr = createXhr();
      const abort = () => xhr.abort();
      const settle = () => signal?.removeEventListener('abort', abort);
      xhr.open(init.method ?? 'GET', input, true);
      new Headers(init.headers).forEach((value, key) => xhr.setRequestHeader(key, value));
      if (onProgress) {
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable && event.total > 0) {
            onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
          }
        };
      }
      xhr.onload = () => {
        settle();
        // Status 0 or 1xx cannot build a Response; it never reached a real answer anyway.
        if (xhr.status < 200) {
          reject(new TypeError('Network request failed'));
          return;
        }
        const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
        resolve(
          new Response(empty ? null : xhr.responseText, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: headersOf(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => {
        settle();
        reject(new TypeError('Network request failed'));
      };
      xhr.onabort = () => {
        settle();
        reject(abortError());
      };
      signal?.addEventListener('abort', abort, { once: true });
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}
