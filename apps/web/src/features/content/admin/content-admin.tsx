import { CONTENT_PERMS, screenPath } from '@rcwb/shared';
import {
  RichTextField,
  SingleImageField,
  addButton,
  contentApi,
  editAction,
  publicationActions,
  statusColumn,
  statusFilter,
} from '@/components/content-admin';
import { defineFields, defineResource } from '@/components/resource';

/** Editor side of the portal home (g200101), news (g200501) and announcements (g070114). */

type Publication = { id: number; status: string; publishedAt: string | null; updatedAt: string | null };
export type Banner = Publication & { title: string; image: string; link: string; sort: number };
export type Featured = Publication & { kind: string; targetId: number; label: string; sort: number };
export type NewsItem = Publication & {
  title: string;
  summary: string;
  source: string;
  cover: string | null;
  highlight: boolean;
};
export type Announcement = Publication & { title: string; pinned: boolean; body?: string };

export const bannerAdmin = contentApi<Banner>('banner');
export const featuredAdmin = contentApi<Featured>('featured');
export const newsAdmin = contentApi<NewsItem>('news');
export const announcementAdmin = contentApi<Announcement>('announcement');

export const ANNOUNCEMENT_SCREEN = screenPath('g070114');

export const bannerFields = defineFields([
  { name: 'title', labelKey: 'contentAdmin.title', type: 'text', required: true },
  {
    name: 'image',
    labelKey: 'contentAdmin.image',
    type: 'text',
    required: true,
    render: () => <SingleImageField />,
  },
  { name: 'link', labelKey: 'contentAdmin.link', type: 'text', helpKey: 'contentAdmin.linkHelp' },
  { name: 'sort', labelKey: 'contentAdmin.sort', type: 'number' },
]);

export const bannerResource = defineResource<Banner>({
  id: bannerAdmin.key,
  rowKey: (b) => b.id,
  fetchPage: bannerAdmin.list,
  filters: [{ key: 'keyword', type: 'text', labelKey: 'contentAdmin.keyword' }],
  columns: [
    { key: 'title', titleKey: 'contentAdmin.title', hideable: false },
    { key: 'link', titleKey: 'contentAdmin.link' },
    { key: 'sort', titleKey: 'contentAdmin.sort', type: 'number' },
    statusColumn<Banner>(),
  ],
  toolbar: [addButton(CONTENT_PERMS.home)],
  rowActions: [editAction(CONTENT_PERMS.home), ...publicationActions(bannerAdmin, CONTENT_PERMS.home)],
});

const FEATURE_KINDS = ['policy', 'expert', 'demand', 'achievement', 'news'] as const;

export const featuredFields = defineFields([
  {
    name: 'kind',
    labelKey: 'contentAdmin.featuredKind',
    type: 'select',
    required: true,
    options: FEATURE_KINDS.map((k) => ({ value: k, labelKey: `contentAdmin.kind.${k}` })),
  },
  {
    name: 'targetId',
    labelKey: 'contentAdmin.targetId',
    type: 'number',
    required: true,
    helpKey: 'contentAdmin.targetIdHelp',
  },
  { name: 'label', labelKey: 'contentAdmin.label', type: 'text' },
  { name: 'sort', labelKey: 'contentAdmin.sort', type: 'number' },
]);

export const featuredResource = defineResource<Featured>({
  id: featuredAdmin.key,
  rowKey: (f) => f.id,
  fetchPage: featuredAdmin.list,
  columns: [
    { key: 'kind', titleKey: 'contentAdmin.featuredKind', render: (f) => f.kind },
    { key: 'targetId', titleKey: 'contentAdmin.targetId', type: 'number' },
    { key: 'label', titleKey: 'contentAdmin.label' },
    { key: 'sort', titleKey: 'contentAdmin.sort', type: 'number' },
    statusColumn<Featured>(),
  ],
  toolbar: [addButton(CONTENT_PERMS.featured)],
  rowActions: [
    editAction(CONTENT_PERMS.featured),
    ...publicationActions(featuredAdmin, CONTENT_PERMS.featured),
  ],
});

export const newsFields = defineFields([
  { name: 'title', labelKey: 'contentAdmin.title', type: 'text', required: true },
  { name: 'source', labelKey: 'contentAdmin.source', type: 'text' },
  { name: 'summary', labelKey: 'contentAdmin.summary', type: 'textarea' },
  { name: 'cover', labelKey: 'contentAdmin.cover', type: 'text', render: () => <SingleImageField /> },
  { name: 'highlight', labelKey: 'contentAdmin.highlight', type: 'switch' },
  { name: 'body', labelKey: 'contentAdmin.body', type: 'text', render: () => <RichTextField /> },
]);

export const newsResource = defineResource<NewsItem>({
  id: newsAdmin.key,
  rowKey: (n) => n.id,
  fetchPage: newsAdmin.list,
  filters: [{ key: 'keyword', type: 'text', labelKey: 'contentAdmin.keyword' }, statusFilter],
  columns: [
    { key: 'title', titleKey: 'contentAdmin.title', hideable: false, ellipsis: true, width: 300 },
    { key: 'source', titleKey: 'contentAdmin.source' },
    { key: 'highlight', titleKey: 'contentAdmin.highlight', type: 'boolean' },
    statusColumn<NewsItem>(),
    { key: 'publishedAt', titleKey: 'contentAdmin.publishedAt', type: 'datetime' },
  ],
  toolbar: [addButton(CONTENT_PERMS.news)],
  rowActions: [editAction(CONTENT_PERMS.news), ...publicationActions(newsAdmin, CONTENT_PERMS.news)],
});

export const announcementFields = defineFields([
  { name: 'title', labelKey: 'contentAdmin.title', type: 'text', required: true },
  { name: 'pinned', labelKey: 'contentAdmin.pinned', type: 'switch' },
  { name: 'body', labelKey: 'contentAdmin.body', type: 'text', render: () => <RichTextField /> },
]);
