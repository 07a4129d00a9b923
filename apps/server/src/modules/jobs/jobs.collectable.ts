import { and, eq, inArray, sql } from 'drizzle-orm';
import { type TLocale, translate } from '@rcwb/shared';
import type { TCollectionKind } from '../collections';
import { accounts, dictEntries, gb01, jobPostings } from '../../db/schema';
import { areaLevels } from '../job-search';

/** "8k–12k/month" or "negotiable", as the public cards show it. */
export function salaryText(locale: TLocale, min: number | null, max: number | null): string {
  if (min === null || max === null) return translate(locale, 'personJobs.salary.negotiable');
  const k = (n: number) => (n >= 1000 ? `${Number((n / 1000).toFixed(1))}k` : String(n));
  return translate(locale, 'personJobs.salary.range', { min: k(min), max: k(max) });
}

/** Labels of area codes in the locale (codes without an entry map to themselves). */
async function areaLabels(db: Parameters<TCollectionKind['summaries']>[0], codes: string[], locale: TLocale) {
  if (!codes.length) return new Map<string, string>();
  const rows = await db
    .select({ value: dictEntries.value, zh: dictEntries.labelZh, en: dictEntries.labelEn })
    .from(dictEntries)
    .where(and(eq(dictEntries.dictType, 'area'), inArray(dictEntries.value, codes)));
  return new Map(rows.map((r) => [r.value, locale === 'en' ? r.en : r.zh]));
}

/**
 * Published postings may be collected from jobInfo; a closed or taken-down one stays in the
 * person's list, marked unavailable.
 */
export const jobCollectionKind: TCollectionKind = {
  kind: 'job',
  async summaries(db, ids, locale) {
    if (!ids.length) return new Map();
    const rows = await db
      .select({
        id: jobPostings.id,
        title: jobPostings.title,
        area: jobPostings.area,
        salaryMin: jobPostings.salaryMin,
        salaryMax: jobPostings.salaryMax,
        orgName: sql<string>`coalesce(${gb01.name}, ${accounts.name})`,
      })
      .from(jobPostings)
      .innerJoin(accounts, eq(accounts.id, jobPostings.orgId))
      .leftJoin(gb01, eq(gb01.accountId, jobPostings.orgId))
      .where(and(inArray(jobPostings.id, ids), eq(jobPostings.status, 'published')));
    const cities = await areaLabels(db, [...new Set(rows.map((r) => areaLevels(r.area).city))], locale);
    return new Map(
      rows.map((r) => {
        const city = areaLevels(r.area).city;
        return [
          r.id,
          {
            id: r.id,
            title: r.title,
            subtitle: [
              r.orgName,
              cities.get(city) ?? city,
              salaryText(locale, r.salaryMin, r.salaryMax),
            ].join(' · '),
            link: `/recruitment/jobInfo?id=${r.id}`,
          },
        ];
      }),
    );
  },
};

/** Approved organisations may be collected from companyInfo (no account data is shown). */
export const orgCollectionKind: TCollectionKind = {
  kind: 'org',
  async summaries(db, ids, locale) {
    if (!ids.length) return new Map();
    const rows = await db
      .select({ id: gb01.accountId, name: gb01.name, region: gb01.region, industry: gb01.industry })
      .from(gb01)
      .where(and(inArray(gb01.accountId, ids), eq(gb01.reviewStatus, 'approved')));
    const regions = await areaLabels(
      db,
      [...new Set(rows.flatMap((r) => (r.region ? [r.region] : [])))],
      locale,
    );
    return new Map(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          title: r.name,
          subtitle: r.region ? (regions.get(r.region) ?? r.region) : '',
          link: `/recruitment/companyInfo?id=${r.id}`,
        },
      ]),
    );
  },
};

/** The recruitment zone's collectable kinds, registered in modules/index.ts. */
export const recruitmentCollectionKinds = [jobCollectionKind, orgCollectionKind];
