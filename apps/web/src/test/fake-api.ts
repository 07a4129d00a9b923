import { vi } from 'vitest';
import {
  DEFAULT_WIRE_KEY,
  WIRE,
  decodeBody,
  decodeQuery,
  encodeResponse,
  smCryptoCipher,
  translate,
} from '@rcwb/shared';
import type { ApiClientDeps } from '@/lib/api/core';
import type { ConfirmOptions, Notifier } from '@/lib/api/notifier';
import type { FetchLike } from '@/lib/api/transport';

export const testCipher = smCryptoCipher(DEFAULT_WIRE_KEY);

/** A request as the fake server saw it, already decrypted. */
export type SeenRequest = {
  method: string;
  url: URL;
  headers: Headers;
  params: Record<string, unknown> | undefined;
  body: unknown;
  rawBody: BodyInit | null | undefined;
};

export type FakeReply = {
  status?: number;
  /** JSON payload; sent encrypted (header restypesm) when the request asked for it. */
  json?: unknown;
  /** Raw body, sent as is. */
  raw?: BodyInit;
  headers?: Record<string, string>;
  /** Never answer (until aborted). */
  hang?: boolean;
  /** Fail like a dropped connection. */
  networkError?: boolean;
};

/** A fetch that speaks the wire protocol like the server, for exercising the client alone. */
export function fakeServer(handler: (request: SeenRequest) => FakeReply | Promise<FakeReply>) {
  const calls: SeenRequest[] = [];
  const fetch: FetchLike = async (input, init) => {
    const url = new URL(input, 'http://localhost');
    const headers = new Headers(init.headers);
    const encrypted = headers.get(WIRE.requestTypeHeader) === WIRE.sm4;
    const reqData = url.searchParams.get(WIRE.queryParam);
    const request: SeenRequest = {
      method: init.method ?? 'GET',
      url,
      headers,
      params: reqData ? decodeQuery(testCipher, reqData) : undefined,
      body:
        encrypted && typeof init.body === 'string'
          ? decodeBody(testCipher, JSON.parse(init.body))
          : undefined,
      rawBody: init.body,
    };
    calls.push(request);
    const reply = await handler(request);
    if (reply.networkError) throw new TypeError('Failed to fetch');
    if (reply.hang) {
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    const responseHeaders = new Headers(reply.headers);
    let body: BodyInit | null = reply.raw ?? null;
    if (reply.json !== undefined) {
      if (headers.get(WIRE.responseTypeHeader) === WIRE.sm4) {
        // Small segments so multi-part ('$'-joined) answers are exercised too.
        body = encodeResponse(testCipher, reply.json, 64);
        responseHeaders.set(WIRE.encryptedResponseHeader, '1');
      } else {
        body = JSON.stringify(reply.json);
        responseHeaders.set('Content-Type', 'application/json');
      }
    }
    return new Response(body, { status: reply.status ?? 200, headers: responseHeaders });
  };
  return { fetch, calls };
}

export type Toast = { type: 'error' | 'warning' | 'loading'; text: string; seconds?: number | undefined };

/** Records every toast; confirm dialogs wait until the test answers them. */
export function fakeNotifier() {
  const toasts: Toast[] = [];
  const pending: ((value: boolean) => void)[] = [];
  const dialogs: ConfirmOptions[] = [];
  let closedLoaders = 0;
  const notifier: Notifier = {
    error: (text, seconds) => toasts.push({ type: 'error', text, seconds }),
    warning: (text, seconds) => toasts.push({ type: 'warning', text, seconds }),
    loading: (text) => {
      toasts.push({ type: 'loading', text });
      return () => {
        closedLoaders += 1;
      };
    },
    confirm: (options) => {
      dialogs.push(options);
      return new Promise((resolve) => pending.push(resolve));
    },
  };
  return {
    notifier,
    toasts,
    dialogs,
    closedLoaders: () => closedLoaders,
    answer: (value: boolean) => pending.splice(0).forEach((resolve) => resolve(value)),
  };
}

export function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

/** Client dependencies with fakes everywhere; override what a test needs. */
export function testDeps(fetch: FetchLike, overrides: Partial<ApiClientDeps> = {}) {
  const ui = fakeNotifier();
  const clock = { now: 1_000_000 };
  const onSessionExpired = vi.fn();
  const saveFile = vi.fn();
  const storage = memoryStorage();
  const deps: ApiClientDeps = {
    fetch,
    cipher: testCipher,
    baseUrl: '/api',
    timeoutMs: 300_000,
    getToken: () => 'token-123',
    getLocale: () => 'en',
    t: (key, params) => translate('en', key, params),
    notifier: ui.notifier,
    storage,
    now: () => clock.now,
    onSessionExpired,
    saveFile,
    ...overrides,
  };
  return { deps, ui, clock, onSessionExpired, saveFile, storage };
}
