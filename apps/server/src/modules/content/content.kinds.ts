import { CONTENT_PERMS } from '@rcwb/shared';
import { asc, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { announcements, articles, portalBanners, portalFeatured } from '../../db/schema';
import type { TContentKind } from './content-kind';
import {
  keywordOver,
  optionalFilter,
  plainText,
  positiveId,
  requiredImage,
  requiredText,
  richText,
  safeLink,
  sortOrder,
  storedImage,
} from './content-schemas';
import { isoOrNull } from '../../core/time';

/** News (g200501), announcements (g070114) and the portal home's banners and featured items (g200101). */

type TArticleRow = typeof articles.$inferSelect;
type TAnnouncementRow = typeof announcements.$inferSelect;
type TBannerRow = typeof portalBanners.$inferSelect;
type TFeaturedRow = typeof portalFeatured.$inferSelect;

const publication = (r: { status: string; publishedAt: Date | null; updatedAt: Date }) => ({
  status: r.status,
  publishedAt: isoOrNull(r.publishedAt),
  updatedAt: isoOrNull(r.updatedAt),
});
const ZKeyword = z.object({ keyword: optionalFilter(64) });
type TKeyword = z.infer<typeof ZKeyword>;

const ZArticleInput = z.object({
  title: requiredText(200),
  summary: plainText(500),
  source: plainText(100),
  cover: storedImage,
  body: richText,
  highlight: z.boolean().default(false),
});
const ZArticleFilters = ZKeyword.extend({
  highlight: z.preprocess(
    (v) => (v === '' ? undefined : v === '1' || v === 'true' || v === true),
    z.boolean().optional(),
  ),
});

export const presentArticle = (a: TArticleRow) => ({
  id: a.id,
  title: a.title,
  summary: a.summary,
  source: a.source,
  cover: a.cover,
  highlight: a.highlight,
  ...publication(a),
});

export const articleKind: TContentKind<
  TArticleRow,
  z.infer<typeof ZArticleInput>,
  z.infer<typeof ZArticleFilters>
> = {
  kind: 'article',
  table: articles,
  perm: CONTENT_PERMS.news,
  segment: 'news',
  publicReads: true,
  input: ZArticleInput,
  filters: ZArticleFilters,
  where: (f) => [
    keywordOver(f.keyword, [articles.title, articles.summary]),
    f.highlight === undefined ? undefined : eq(articles.highlight, f.highlight),
  ],
  toValues: (input) => input,
  presentRow: presentArticle,
  presentDetail: async (a) => ({ ...presentArticle(a), body: a.body }),
};

const ZAnnouncementInput = z.object({
  title: requiredText(200),
  body: richText,
  pinned: z.boolean().default(false),
});

export const presentAnnouncement = (a: TAnnouncementRow) => ({
  id: a.id,
  title: a.title,
  pinned: a.pinned,
  ...publication(a),
});

export const announcementKind: TContentKind<
  TAnnouncementRow,
  z.infer<typeof ZAnnouncementInput>,
  TKeyword
> = {
  kind: 'announcement',
  table: announcements,
  perm: CONTENT_PERMS.announcement,
  publicReads: true,
  input: ZAnnouncementInput,
  filters: ZKeyword,
  where: (f) => [keywordOver(f.keyword, [announcements.title])],
  // Pinned notices stay on top, then the newest.
  orderBy: [desc(announcements.pinned), desc(announcements.publishedAt), desc(announcements.id)],
  toValues: (input) => input,
  presentRow: presentAnnouncement,
  presentDetail: async (a) => ({ ...presentAnnouncement(a), body: a.body }),
};

const ZBannerInput = z.object({
  title: requiredText(100),
  image: requiredImage,
  link: safeLink,
  sort: sortOrder,
});

export const presentBanner = (b: TBannerRow) => ({
  id: b.id,
  title: b.title,
  image: b.image,
  link: b.link,
  sort: b.sort,
  ...publication(b),
});

export const bannerKind: TContentKind<TBannerRow, z.infer<typeof ZBannerInput>, TKeyword> = {
  kind: 'banner',
  table: portalBanners,
  perm: CONTENT_PERMS.home,
  publicReads: false,
  input: ZBannerInput,
  filters: ZKeyword,
  where: (f) => [keywordOver(f.keyword, [portalBanners.title])],
  orderBy: [asc(portalBanners.sort), desc(portalBanners.id)],
  toValues: (input) => input,
  presentRow: presentBanner,
};

/** Kinds that may be featured; each must be a published item when shown (see portal-home.ts). */
export const FEATURABLE = ['policy', 'expert', 'demand', 'achievement', 'news', 'org', 'job'] as const;

const ZFeaturedInput = z.object({
  kind: z.enum(FEATURABLE, 'content.required'),
  targetId: positiveId,
  label: plainText(100),
  sort: sortOrder,
});

export const presentFeatured = (f: TFeaturedRow) => ({
  id: f.id,
  kind: f.kind,
  targetId: f.targetId,
  label: f.label,
  sort: f.sort,
  ...publication(f),
});

export const featuredKind: TContentKind<TFeaturedRow, z.infer<typeof ZFeaturedInput>, TKeyword> = {
  kind: 'featured',
  table: portalFeatured,
  perm: CONTENT_PERMS.featured,
  publicReads: false,
  input: ZFeaturedInput,
  filters: ZKeyword,
  where: (f) => [keywordOver(f.keyword, [portalFeatured.label])],
  orderBy: [asc(portalFeatured.sort), desc(portalFeatured.id)],
  toValues: (input) => input,
  presentRow: presentFeatured,
};
