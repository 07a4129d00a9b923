import { encodeBody, encodeQuery } from '@rcwb/shared';
import {
  type ApiClientDeps,
  type Envelope,
  type HttpMethod,
  type PageEnvelope,
  type RequestOptions,
  createCore,
} from './core';
import { createFileHelpers } from './files';
import { exchange } from './transport';

type CallOptions = Omit<RequestOptions, 'params' | 'data'>;

const withQuery = (url: string, reqData: string) =>
  `${url}${url.includes('?') ? '&' : '?'}reqData=${encodeURIComponent(reqData)}`;

/**
 * The API client of SPEC §7/§8 over `fetch`. Every dependency (fetch, storage, clock, UI) is
 * injected so tests drive it with a fake transport.
 */
export function createApiClient(deps: ApiClientDeps) {
  const core = createCore(deps);

  /** Sends one encrypted call and returns the whole envelope once its code is 200. */
  async function request<T = unknown>(
    method: HttpMethod,
    url: string,
    options: RequestOptions = {},
  ): Promise<Envelope<T>> {
    const hasBody = method === 'POST' || method === 'PUT';
    if (hasBody) core.guardRepeat(url, options.data, options);
    const init: RequestInit = { method, headers: core.headers(options, { json: hasBody, encrypted: true }) };
    let target = deps.baseUrl + url;
    if (hasBody) init.body = JSON.stringify(encodeBody(deps.cipher, options.data));
    // reqData is always sent so the server can rely on one decoding path for GET/DELETE.
    else target = withQuery(target, encodeQuery(deps.cipher, options.params));
    const outcome = await exchange(
      deps.fetch,
      target,
      init,
      { timeoutMs: options.timeoutMs ?? deps.timeoutMs, signal: options.signal },
      (response) => response.text(),
    );
    const { response, body } = core.reach(outcome, options);
    return core.settle<T>(core.decode(response, body, options), options);
  }

  const dataOf = async <T>(promise: Promise<Envelope<T>>) => (await promise).data as T;

  return {
    request,
    get: <T>(url: string, params?: Record<string, unknown>, options: CallOptions = {}) =>
      dataOf<T>(request<T>('GET', url, { ...options, params })),
    delete: <T>(url: string, params?: Record<string, unknown>, options: CallOptions = {}) =>
      dataOf<T>(request<T>('DELETE', url, { ...options, params })),
    post: <T>(url: string, data?: unknown, options: CallOptions = {}) =>
      dataOf<T>(request<T>('POST', url, { ...options, data })),
    put: <T>(url: string, data?: unknown, options: CallOptions = {}) =>
      dataOf<T>(request<T>('PUT', url, { ...options, data })),
    /** Paged lists: the whole envelope, with `rows` and `total` always present. */
    page: async <T>(
      url: string,
      params?: Record<string, unknown>,
      options: CallOptions = {},
    ): Promise<PageEnvelope<T>> => {
      const envelope = await request('GET', url, { ...options, params });
      return { ...envelope, rows: (envelope.rows ?? []) as T[], total: envelope.total ?? 0 };
    },
    ...createFileHelpers(core),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
