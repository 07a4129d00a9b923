import { wireCipher } from '@/lib/api';
import { createApiClient } from '@/lib/api/client';
import { REQUEST_TIMEOUT_MS } from '@/lib/api/core';
import type { UploadResult } from '@/lib/api/files';
import { saveBlob } from '@/lib/api/save-blob';
import { getToken } from '@/lib/auth-token';
import { feedback } from '@/lib/feedback/feedback';
import { currentLocale, i18n } from '@/lib/i18n';
import { appPath, loginHref } from '@/lib/paths';
import { safeStorage } from '@/lib/storage';
import { useSession } from '@/stores/session-store';
import { type ProgressListener, xhrFetch } from './xhr-fetch';

export type UploadWithProgressOptions = {
  /** Sent as the `kind` field: 'image' files are public by key, 'file' ones only by download. */
  kind?: 'image' | 'file';
  onProgress?: ProgressListener;
  signal?: AbortSignal;
};

/** Everything `lib/api`'s app client uses, except the transport. */
const appDeps = () => ({
  cipher: wireCipher,
  baseUrl: '/api',
  timeoutMs: REQUEST_TIMEOUT_MS,
  getToken,
  getLocale: currentLocale,
  t: (key: string, params?: Record<string, string | number>) => i18n.t(key, params ?? {}),
  notifier: feedback,
  storage: safeStorage('sessionStorage'),
  now: () => Date.now(),
  // Same as the app client's handler (stores/session-store.ts): sign out, come back after sign-in.
  onSessionExpired: () => {
    const here = appPath(window.location.pathname) + window.location.search;
    useSession.getState().logout(loginHref(here));
  },
  saveFile: saveBlob,
});

/**
 * Uploads one file to `/upload/upload` (multipart `file` + `sm4Str`) through the API client's own
 * upload helper, with an XMLHttpRequest transport so progress can be shown. Errors are not
 * toasted here (`showError: false`): the components say why in their own words; an expired
 * session still opens the usual dialog. Rejects with an `ApiError`.
 */
export function uploadWithProgress(
  file: File,
  options: UploadWithProgressOptions = {},
): Promise<UploadResult> {
  const client = createApiClient({ ...appDeps(), fetch: xhrFetch(options.onProgress) });
  return client.upload(file, { kind: options.kind, signal: options.signal, showError: false });
}
