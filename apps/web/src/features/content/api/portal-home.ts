import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The editors' content of the portal home (server: modules/content/portal-home.ts). */
export type PortalHome = {
  banners: { id: number; title: string; image: string; link: string }[];
  featured: { kind: string; id: number; title: string; subtitle: string; link: string }[];
  notices: NoticeSummary[];
  policies: { id: number; title: string; issuedOn: string; level: string }[];
};

export type NoticeSummary = { id: number; title: string; pinned: boolean; publishedAt: string | null };
export type Notice = NoticeSummary & { body: string };

const PUBLIC = { isToken: false, showError: false } as const;

export const portalHomeQuery = (locale: string) =>
  queryOptions({
    queryKey: ['portal', 'home', locale],
    queryFn: ({ signal }) => api.get<PortalHome>('/public/portalHome', undefined, { ...PUBLIC, signal }),
    staleTime: 60_000,
  });

export const noticeQuery = (id: number, locale: string) =>
  queryOptions({
    queryKey: ['portal', 'notice', id, locale],
    queryFn: ({ signal }) => api.get<Notice>(`/public/announcement/${id}`, undefined, { ...PUBLIC, signal }),
  });

/** Published notices, pinned first, then the newest (server: content.kinds.ts announcementKind). */
export const noticeListQuery = (params: Record<string, string | number>, locale: string) =>
  queryOptions({
    queryKey: ['portal', 'notices', params, locale],
    queryFn: ({ signal }) =>
      api.page<NoticeSummary>('/public/announcement/list', params, { ...PUBLIC, signal }),
    placeholderData: keepPreviousData,
  });
