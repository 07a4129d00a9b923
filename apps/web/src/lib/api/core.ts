import { SCREEN_HEADER, type TEnvelope, type TextCipher, WIRE, decodeResponse } from '@rcwb/shared';
import { ApiError } from './api-error';
import { type Translate, resolveMessage } from './messages';
import { type Notifier, TRANSPORT_TOAST_SECONDS } from './notifier';
import { type KeyValueStorage, isRepeatSubmit } from './repeat-submit';
import { showSessionExpired } from './session-expired';
import type { FetchLike, TransportOutcome } from './transport';

/** SPEC §9. */
export const REQUEST_TIMEOUT_MS = 300_000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type RequestOptions = {
  /** GET/DELETE parameters, sent encrypted as `?reqData=`. */
  params?: Record<string, unknown>;
  /** POST/PUT body, sent encrypted as `{ reqData }`. */
  data?: unknown;
  /** Send the bearer token (default true; false for captcha, login, public portal data). */
  isToken?: boolean;
  /** Duplicate-submit guard for POST/PUT (default true). */
  repeatSubmit?: boolean;
  /** Toast failures (default true). With false the caller shows every error itself. */
  showError?: boolean;
  /** 'silent' rejects a 401 without the dialog (the route guard redirects instead). */
  onSessionExpired?: 'dialog' | 'silent';
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The language asked for, when not the UI's (e.g. dictionary labels of both languages). */
  locale?: string;
};

export type ApiClientDeps = {
  fetch: FetchLike;
  cipher: TextCipher;
  /** '/api' in the app. */
  baseUrl: string;
  timeoutMs: number;
  getToken: () => string | undefined;
  /** Sent as Accept-Language so the server's `msg` matches the UI language. */
  getLocale: () => string;
  /** The current route, sent so that reads of personal data are logged with their screen. */
  getScreen?: () => string | undefined;
  t: Translate;
  notifier: Notifier;
  /** Session storage in the app (duplicate-submit record). */
  storage: KeyValueStorage;
  now: () => number;
  /** Confirmed session-expired dialog: log out and go to /login. */
  onSessionExpired: () => void;
  /** Hands a downloaded file to the browser. */
  saveFile: (blob: Blob, fileName: string) => void;
};

export type Envelope<T = unknown> = TEnvelope<T> & { message?: string };
export type PageEnvelope<T> = Omit<Envelope, 'rows' | 'total'> & { rows: T[]; total: number };

type HeaderKind = { json: boolean; encrypted: boolean };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Shared steps of every call shape (JSON, upload, download). */
export function createCore(deps: ApiClientDeps) {
  const { t, notifier } = deps;

  const toast = (options: RequestOptions, show: () => void) => {
    if (options.showError !== false) show();
  };

  function headers(options: RequestOptions, kind: HeaderKind): Headers {
    const result = new Headers({ 'Accept-Language': options.locale ?? deps.getLocale() });
    const token = options.isToken === false ? undefined : deps.getToken();
    if (token) result.set('Authorization', `Bearer ${token}`);
    const screen = deps.getScreen?.();
    if (screen) result.set(SCREEN_HEADER, screen);
    if (kind.json) result.set('Content-Type', 'application/json;charset=utf-8');
    // The server applies the same duplicate-submit rule, so an opt-out must reach it too.
    if (options.repeatSubmit === false) result.set('repeatsubmit', 'false');
    if (kind.encrypted) {
      result.set(WIRE.requestTypeHeader, WIRE.sm4);
      result.set(WIRE.responseTypeHeader, WIRE.sm4);
    }
    return result;
  }

  function transportError(kind: 'network' | 'timeout' | 'aborted', options: RequestOptions): ApiError {
    if (kind === 'aborted') return new ApiError('aborted', 'aborted');
    const error = new ApiError(kind, t(kind));
    toast(options, () => notifier.error(error.message, TRANSPORT_TOAST_SECONDS));
    return error;
  }

  /** Unwraps a transport outcome; failures and non-2xx statuses become toasts and rejections. */
  function reach<T>(outcome: TransportOutcome<T>, options: RequestOptions): { response: Response; body: T } {
    if (!outcome.ok) throw transportError(outcome.kind, options);
    const { response } = outcome;
    if (!response.ok) {
      const error = new ApiError('http', t('httpStatus', { n: response.status }), {
        status: response.status,
      });
      toast(options, () => notifier.error(error.message, TRANSPORT_TOAST_SECONDS));
      throw error;
    }
    return outcome;
  }

  /** Decrypts (`restypesm`) or parses a response body; anything unreadable is a format error. */
  function decode(response: Response, text: string, options: RequestOptions): Record<string, unknown> {
    try {
      const value: unknown = response.headers.has(WIRE.encryptedResponseHeader)
        ? decodeResponse(deps.cipher, text)
        : text.trim() === ''
          ? {}
          : JSON.parse(text);
      if (isRecord(value)) return value;
    } catch {
      // Reported below like any other unreadable answer.
    }
    const error = new ApiError('format', t('codeDefault'));
    toast(options, () => notifier.error(error.message, TRANSPORT_TOAST_SECONDS));
    throw error;
  }

  /** SPEC §8: 200 passes; 401 opens the (single) dialog; 500 errors; everything else warns. */
  function settle<T>(payload: Record<string, unknown>, options: RequestOptions): Envelope<T> {
    // A missing code counts as success, as in the classic client.
    const code = payload.code == null ? 200 : Number(payload.code);
    if (code === 200) return payload as Envelope<T>;
    if (code === 401) {
      if (options.onSessionExpired !== 'silent') {
        void showSessionExpired(notifier, t, deps.onSessionExpired);
      }
      throw new ApiError('session', t('sessionInvalid'), { code });
    }
    const message = resolveMessage(payload, t);
    toast(options, () => (code === 500 ? notifier.error(message) : notifier.warning(message)));
    throw new ApiError('business', message, { code, data: payload.data });
  }

  /** Rejects a POST/PUT repeating the previous one within the interval. */
  function guardRepeat(url: string, data: unknown, options: RequestOptions): void {
    if (options.repeatSubmit === false) return;
    const serialized = typeof data === 'string' ? data : (JSON.stringify(data) ?? '');
    if (!isRepeatSubmit(deps.storage, url, serialized, deps.now())) return;
    const error = new ApiError('repeat', t('repeatSubmit'));
    toast(options, () => notifier.error(error.message, TRANSPORT_TOAST_SECONDS));
    throw error;
  }

  return { deps, headers, reach, decode, settle, guardRepeat };
}

export type ClientCore = ReturnType<typeof createCore>;
