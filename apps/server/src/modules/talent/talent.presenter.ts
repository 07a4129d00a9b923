import { maskName } from '../../core/personal-data';
import type { TTalentRow } from './talent-resumes';

/** Skills a card shows; the full list is on talentInfo. */
export const CARD_SKILLS = 5;

/**
 * The name as the public sees it: the surname (first character) and one asterisk, e.g. 张*
 * (core/personal-data.ts). A name of one character still gets its asterisk.
 */
export { maskName };

/**
 * A resume on the talent search: masked name, gender, age, education, work years, intention,
 * top skills. No photo, no birth date, nothing that reaches or identifies the person.
 */
export function talentCard(row: TTalentRow) {
  const { basic, intention, skills } = row.content;
  return {
    id: row.id,
    title: row.title,
    maskedName: maskName(row.fullName),
    gender: row.gender,
    age: row.age,
    education: basic.education,
    workYears: basic.workYears,
    seekingStatus: basic.seekingStatus,
    intention: {
      categories: intention.categories,
      areas: intention.areas,
      salaryMin: intention.salaryMin,
      salaryMax: intention.salaryMax,
    },
    skills: skills.slice(0, CARD_SKILLS).map((s) => s.name),
    refreshedAt: row.refreshedAt,
  };
}
export type TTalentCard = ReturnType<typeof talentCard>;

/** How talentInfo answers the contact block for this viewer. */
export type TContactState = 'own' | 'shown' | 'signIn' | 'notEntitled';

/** talentInfo: the whole resume content (which holds no contact data) with the contact block. */
export function talentDetail(
  row: TTalentRow,
  contact: { state: TContactState; name?: string; mobile?: string | null; email?: string | null },
) {
  return {
    ...talentCard(row),
    content: row.content,
    contact:
      contact.state === 'own' || contact.state === 'shown'
        ? {
            state: contact.state,
            name: contact.name ?? row.fullName,
            mobile: contact.mobile ?? null,
            email: contact.email ?? null,
          }
        : { state: contact.state },
  };
}
