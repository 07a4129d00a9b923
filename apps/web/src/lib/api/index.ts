import { DEFAULT_WIRE_KEY, smCryptoCipher } from '@rcwb/shared';
import { getToken } from '@/lib/auth-token';
import { feedback } from '@/lib/feedback/feedback';
import { hardNavigate } from '@/lib/hard-navigate';
import { currentLocale, i18n } from '@/lib/i18n';
import { appPath, loginHref } from '@/lib/paths';
import { safeStorage } from '@/lib/storage';
import { createApiClient } from './client';
import { REQUEST_TIMEOUT_MS } from './core';
import { saveBlob } from './save-blob';

export { ApiError, isApiError } from './api-error';
export type { ApiErrorKind } from './api-error';
export type { Envelope, PageEnvelope, RequestOptions } from './core';
export type { UploadResult } from './files';

/** Same key as the server (RCWB_WIRE_KEY), fixed at build time. */
export const wireCipher = smCryptoCipher(__RCWB_WIRE_KEY__ || DEFAULT_WIRE_KEY);

// Set by the session store at start-up; a plain redirect is the safe default before that.
let sessionExpiredHandler = () => hardNavigate(loginHref());

/** Registers what a confirmed session-expired dialog does (log out, go to /login). */
export const setSessionExpiredHandler = (handler: () => void): void => {
  sessionExpiredHandler = handler;
};

/** The app's API client: base /api, 300 s timeout, SM4 wire protocol. */
export const api = createApiClient({
  fetch: (input, init) => fetch(input, init),
  cipher: wireCipher,
  baseUrl: '/api',
  timeoutMs: REQUEST_TIMEOUT_MS,
  getToken,
  getLocale: currentLocale,
  // Header values must be ASCII: a route with encoded Chinese text in it is sent as encoded.
  getScreen: () => appPath(window.location.pathname).slice(0, 200),
  t: (key, params) => i18n.t(key, params ?? {}),
  notifier: feedback,
  storage: safeStorage('sessionStorage'),
  now: () => Date.now(),
  onSessionExpired: () => sessionExpiredHandler(),
  saveFile: saveBlob,
});
