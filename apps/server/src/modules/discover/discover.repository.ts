import { desc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { achievements, articles, experts, techDemands } from '../../db/schema';

/** What the discover home shows: latest news and highlights, open demands, achievements, experts. */
export async function discoverHomeRows(db: TDb) {
  const [news, highlights, demands, achievementRows, expertRows] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(eq(articles.status, 'published'))
      .orderBy(desc(articles.publishedAt))
      .limit(6),
    db
      .select()
      .from(articles)
      .where(eq(articles.status, 'published'))
      .orderBy(desc(articles.highlight), desc(articles.publishedAt))
      .limit(3),
    db
      .select()
      .from(techDemands)
      .where(eq(techDemands.status, 'published'))
      .orderBy(desc(techDemands.publishedAt))
      .limit(5),
    db
      .select()
      .from(achievements)
      .where(eq(achievements.status, 'published'))
      .orderBy(desc(achievements.publishedAt))
      .limit(5),
    db
      .select()
      .from(experts)
      .where(eq(experts.status, 'published'))
      .orderBy(desc(experts.publishedAt))
      .limit(6),
  ]);
  return { news, highlights, demands, achievements: achievementRows, experts: expertRows };
}

/** The titles and regions of published experts. */
export async function expertFacetRows(db: TDb) {
  const published = eq(experts.status, 'published');
  const [titles, regions] = await Promise.all([
    db.selectDistinct({ v: experts.title }).from(experts).where(published).orderBy(experts.title),
    db.selectDistinct({ v: experts.region }).from(experts).where(published),
  ]);
  return { titles: titles.map((r) => r.v), regions: regions.map((r) => r.v) };
}
