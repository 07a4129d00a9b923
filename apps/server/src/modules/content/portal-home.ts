import { asc, desc, eq } from 'drizzle-orm';
import type { TLocale } from '@rcwb/shared';
import type { TDb } from '../../db/client';
import { announcements, articles, policies, portalBanners, portalFeatured } from '../../db/schema';
import type { TCollectionKind } from '../collections';
import { collectableKind } from './collectable';
import { presentAnnouncement, presentBanner } from './content.kinds';

/** News summaries for featured items (news is featured, not collected). */
export const newsSummaryKind = collectableKind<typeof articles.$inferSelect>('news', articles, (a) => ({
  title: a.title,
  subtitle: a.source,
  link: `/discover/zoneHome?news=${a.id}`,
}));

/**
 * The portal home's editorial content: published banners in order, featured items that are still
 * public (each kind summarises its own; kinds not registered yet are skipped), pinned-first
 * notices and the latest policies.
 */
export async function portalHome(db: TDb, locale: TLocale, kinds: ReadonlyMap<string, TCollectionKind>) {
  const [banners, featured, notices, latestPolicies] = await Promise.all([
    db
      .select()
      .from(portalBanners)
      .where(eq(portalBanners.status, 'published'))
      .orderBy(asc(portalBanners.sort), desc(portalBanners.id))
      .limit(10),
    db
      .select()
      .from(portalFeatured)
      .where(eq(portalFeatured.status, 'published'))
      .orderBy(asc(portalFeatured.sort), desc(portalFeatured.id))
      .limit(24),
    db
      .select()
      .from(announcements)
      .where(eq(announcements.status, 'published'))
      .orderBy(desc(announcements.pinned), desc(announcements.publishedAt))
      .limit(6),
    db
      .select({ id: policies.id, title: policies.title, issuedOn: policies.issuedOn, level: policies.level })
      .from(policies)
      .where(eq(policies.status, 'published'))
      .orderBy(desc(policies.issuedOn), desc(policies.id))
      .limit(6),
  ]);
  const items = [];
  for (const kind of new Set(featured.map((f) => f.kind))) {
    const k = kinds.get(kind);
    if (!k) continue;
    const mine = featured.filter((f) => f.kind === kind);
    const summaries = await k.summaries(
      db,
      mine.map((f) => f.targetId),
      locale,
    );
    for (const f of mine) {
      const s = summaries.get(f.targetId);
      if (s) items.push({ kind, sort: f.sort, ...s, title: f.label || s.title });
    }
  }
  items.sort((a, b) => a.sort - b.sort);
  return {
    banners: banners.map(presentBanner),
    featured: items,
    notices: notices.map(presentAnnouncement),
    policies: latestPolicies,
  };
}
