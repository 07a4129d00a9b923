import { maskName } from '../../core/personal-data';
import type { TTalentRow } from './talent-resumes';

/** Skills a card shows; the full list is on talentInfo. */
export const CARD_SKILLS = 5;

/**
 * The name as the public sees it: the surname (first character) and one asterisk, e.g. 张*
 * (core/personal-data.ts). A name of one character still gets its asterisk.
 */
export { maskName };

/** Characters of the self-evaluation a summary shows. */
export const SUMMARY_LENGTH = 120;

/**
 * The opening of the self-evaluation, as a summary anyone may read: cut short, and with what
 * looks like a phone number (7 digits or more, spaces and dashes allowed) or an e-mail address
 * blanked, as a person sometimes writes them there.
 */
export function shortSummary(text: string): string {
  const blanked = text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '***')
    .replace(/\+?\d[\d\s-]{5,}\d/g, (m) => (m.replace(/\D/g, '').length >= 7 ? '***' : m))
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(blanked);
  return chars.length > SUMMARY_LENGTH ? `${chars.slice(0, SUMMARY_LENGTH).join('')}…` : blanked;
}

/**
 * A resume as anyone may see it (the talent search's cards, and talentInfo for all but the owner
 * and approved organisations): masked name, education, work years, intention, top skills and a
 * short summary. No gender, age or birth date, no photo, nothing that reaches the person.
 */
export function talentCard(row: TTalentRow) {
  const { basic, intention, skills } = row.content;
  return {
    id: row.id,
    title: row.title,
    maskedName: maskName(row.fullName),
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
    summary: shortSummary(row.content.selfEvaluation),
    refreshedAt: row.refreshedAt,
  };
}
export type TTalentCard = ReturnType<typeof talentCard>;

/** How talentInfo answers the contact block for this viewer. */
export type TContactState = 'own' | 'shown' | 'signIn' | 'notEntitled';

/**
 * talentInfo for those who may read the whole resume (the owner, an approved organisation): the
 * card with gender, age and the whole content (which holds no contact data), and the contact block.
 */
export function talentDetail(
  row: TTalentRow,
  contact: { state: TContactState; name?: string; mobile?: string | null; email?: string | null },
) {
  return {
    ...talentCard(row),
    access: 'full' as const,
    gender: row.gender,
    age: row.age,
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

/**
 * talentInfo for everyone else (visitors, persons, organisations not approved): the card only,
 * and why the rest is not shown ('signIn': sign in as an approved organisation; 'orgOnly': only
 * approved organisations see the whole resume).
 */
export function talentSummary(row: TTalentRow, state: 'signIn' | 'orgOnly') {
  return { ...talentCard(row), access: 'summary' as const, contact: { state } };
}
