import { api } from '@/lib/api';
import type { ListParams } from '../resource';

/** The editor calls every content kind shares (server: modules/content/content-routes.ts). */
export type ContentApi<R> = {
  /** Resource id and query key. */
  key: string;
  list: (params: ListParams, signal?: AbortSignal) => ReturnType<typeof api.page<R>>;
  get: (id: number) => Promise<R>;
  add: (body: unknown) => Promise<{ id: number }>;
  edit: (id: number, body: unknown) => Promise<{ id: number }>;
  remove: (id: number) => Promise<null>;
  publish: (id: number) => Promise<{ status: string }>;
  withdraw: (id: number) => Promise<{ status: string }>;
};

/** `/content/<kind>/…` calls of one kind. */
export function contentApi<R>(kind: string): ContentApi<R> {
  const base = `/content/${kind}`;
  return {
    key: `content-${kind}`,
    list: (params, signal) => api.page<R>(`${base}/list`, params, { signal }),
    get: (id) => api.get<R>(`${base}/${id}`),
    add: (body) => api.post<{ id: number }>(base, body),
    edit: (id, body) => api.put<{ id: number }>(`${base}/${id}`, body),
    remove: (id) => api.delete<null>(`${base}/${id}`),
    publish: (id) => api.put<{ status: string }>(`${base}/${id}/publish`, {}),
    withdraw: (id) => api.put<{ status: string }>(`${base}/${id}/withdraw`, {}),
  };
}
