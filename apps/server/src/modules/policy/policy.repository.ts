import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { policies } from '../../db/schema';

const published = eq(policies.status, 'published');

/** The published policies among `ids` (unpublished or unknown ids are left out). */
export function publishedPolicies(db: TDb, ids: number[]) {
  return db
    .select()
    .from(policies)
    .where(and(inArray(policies.id, ids), published));
}

/** Who issued published policies, the years they were issued and their regions. */
export async function publishedFacets(db: TDb) {
  const [bodies, years, regions] = await Promise.all([
    db
      .selectDistinct({ v: policies.issuingBody })
      .from(policies)
      .where(published)
      .orderBy(policies.issuingBody),
    db
      .selectDistinct({ v: sql<number>`extract(year from ${policies.issuedOn})::int` })
      .from(policies)
      .where(published)
      .orderBy(sql`1 desc`),
    db.selectDistinct({ v: policies.region }).from(policies).where(published),
  ]);
  return {
    bodies: bodies.map((b) => b.v),
    years: years.map((y) => Number(y.v)),
    regions: regions.map((r) => r.v),
  };
}

/** The attachment links of a published policy, or undefined. */
export async function publishedAttachments(db: TDb, id: number): Promise<string[] | undefined> {
  const [policy] = await db
    .select({ attachments: policies.attachments })
    .from(policies)
    .where(and(eq(policies.id, id), published));
  return policy?.attachments;
}
