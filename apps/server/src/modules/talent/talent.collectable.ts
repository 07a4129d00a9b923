import { and, inArray } from 'drizzle-orm';
import { hasPermi } from '@rcwb/shared';
import type { TCollectionKind } from '../collections';
import { dictEntries } from '../../db/schema';
import { publicTalentRows } from './talent-resumes';
import { TALENT_PERMS } from '@rcwb/shared';
import { maskName } from './talent.presenter';

/**
 * Public resumes may be saved by organisations (collect_JL), those that may search talents:
 * masked name · intended job · city. A resume made private or hidden by staff since stays
 * listed, marked unavailable.
 */
export const resumeCollectionKind: TCollectionKind = {
  kind: 'resume',
  mayCollect: (user) => hasPermi(user.permissions, TALENT_PERMS.search),
  async summaries(db, ids, locale) {
    const rows = await publicTalentRows(db, ids);
    const codes = [
      ...new Set(rows.flatMap((r) => [r.content.intention.categories[0], r.content.intention.areas[0]])),
    ].filter((c): c is string => !!c);
    const labels = new Map<string, string>();
    if (codes.length) {
      const entries = await db
        .select({
          type: dictEntries.dictType,
          value: dictEntries.value,
          zh: dictEntries.labelZh,
          en: dictEntries.labelEn,
        })
        .from(dictEntries)
        .where(
          and(inArray(dictEntries.dictType, ['job_category', 'area']), inArray(dictEntries.value, codes)),
        );
      for (const e of entries) labels.set(`${e.type}:${e.value}`, locale === 'en' ? e.en : e.zh);
    }
    const label = (type: string, code: string | undefined) =>
      code ? (labels.get(`${type}:${code}`) ?? code) : '';
    return new Map(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          title: `${maskName(r.fullName)} · ${r.title}`,
          subtitle: [
            label('job_category', r.content.intention.categories[0]),
            label('area', r.content.intention.areas[0]),
          ]
            .filter(Boolean)
            .join(' · '),
          link: `/recruitment/talentInfo?id=${r.id}`,
        },
      ]),
    );
  },
};
