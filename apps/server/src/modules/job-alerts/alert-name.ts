import { and, eq, or } from 'drizzle-orm';
import { type TLocale, translate } from '@rcwb/shared';
import type { TDb } from '../../db/client';
import { dictEntries } from '../../db/schema';
import type { TAlertSearch } from './job-alerts.schemas';

/** The dictionary behind each coded filter, in the order a name lists them. */
const DICT_OF = {
  area: 'area',
  category: 'job_category',
  industry: 'industry',
  salary: 'salary_band',
  education: 'education',
  experience: 'experience',
  jobType: 'job_type',
} as const;

/**
 * A readable name for a search: the keyword and the labels of its filters, e.g.
 * "数据 · 福州市 · 本科"; "All postings" for an empty search. At most 40 characters.
 */
export async function summaryName(db: TDb, f: TAlertSearch, locale: TLocale): Promise<string> {
  const coded = (Object.keys(DICT_OF) as (keyof typeof DICT_OF)[]).flatMap((key) =>
    f[key] ? [{ type: DICT_OF[key], value: f[key] }] : [],
  );
  const labels = new Map<string, string>();
  if (coded.length) {
    const rows = await db
      .select({
        type: dictEntries.dictType,
        value: dictEntries.value,
        zh: dictEntries.labelZh,
        en: dictEntries.labelEn,
      })
      .from(dictEntries)
      .where(or(...coded.map((c) => and(eq(dictEntries.dictType, c.type), eq(dictEntries.value, c.value)))));
    for (const r of rows) labels.set(`${r.type}:${r.value}`, locale === 'en' ? r.en : r.zh);
  }
  const parts = [
    ...(f.keyword ? [f.keyword] : []),
    ...coded.map((c) => labels.get(`${c.type}:${c.value}`) ?? c.value),
  ];
  const name = parts.length ? parts.join(' · ') : translate(locale, 'alerts.allPostings');
  return name.length > 40 ? `${name.slice(0, 39)}…` : name;
}
