import type { TRecommendReason } from '@rcwb/shared';
import { areaLevels } from '../job-search';
import { queryTokens } from '../job-search';

/** What the ranking compares of a resume: the intention, the education and the skills. */
export type TResumeFacts = {
  categories: string[];
  areas: string[];
  salaryMin: number | null;
  salaryMax: number | null;
  jobType: string;
  /** Highest education dictionary code; the values are ordinal ('1' junior high … '6' doctorate). */
  education: string;
  skills: string[];
};

/** What the ranking compares of a published posting (its job_search row). */
export type TPostingFacts = {
  category: string;
  area: string;
  salaryMin: number | null;
  salaryMax: number | null;
  jobType: string;
  education: string;
  /** The posting's search tokens (title, organisation, description). */
  tokens: ReadonlySet<string>;
  refreshedAt: Date;
};

export type TMatch = { score: number; reasons: TRecommendReason[] };

/**
 * Points per reason. Intention fit (what and where) outweighs everything else; an exact match
 * beats a match of the group or city only.
 */
export const WEIGHTS = {
  category: 30,
  categoryGroup: 15,
  area: 20,
  city: 10,
  salary: 15,
  education: 10,
  jobType: 5,
  skill: 5,
  skillMax: 15,
  freshWeek: 10,
  freshMonth: 5,
} as const;

const DAY = 86_400_000;
const categoryGroup = (code: string) => code.slice(0, 2);

/** Ranges overlap; an open end (null) is unbounded, and a fully negotiable side matches nothing. */
function salaryOverlaps(r: TResumeFacts, p: TPostingFacts): boolean {
  if (r.salaryMin === null && r.salaryMax === null) return false;
  if (p.salaryMin === null && p.salaryMax === null) return false;
  const rMin = r.salaryMin ?? 0;
  const rMax = r.salaryMax ?? Number.POSITIVE_INFINITY;
  const pMin = p.salaryMin ?? 0;
  const pMax = p.salaryMax ?? Number.POSITIVE_INFINITY;
  return rMin <= pMax && pMin <= rMax;
}

/** Skills whose every token is among the posting's tokens (the job search's keyword rule). */
function matchedSkills(skills: string[], tokens: ReadonlySet<string>): string[] {
  const seen = new Set<string>();
  return skills.filter((skill) => {
    const key = skill.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    const wanted = queryTokens(skill).tokens;
    return wanted.length > 0 && wanted.every((t) => tokens.has(t));
  });
}

/**
 * How well a resume and a posting fit, with the reasons as codes and values (the web words
 * them). Pure: the same facts and clock give the same result, whichever side asks.
 */
export function scoreMatch(r: TResumeFacts, p: TPostingFacts, now: Date): TMatch {
  const reasons: TRecommendReason[] = [];
  let score = 0;

  if (r.categories.includes(p.category)) {
    score += WEIGHTS.category;
    reasons.push({ code: 'category', value: p.category });
  } else if (r.categories.some((c) => categoryGroup(c) === categoryGroup(p.category))) {
    score += WEIGHTS.categoryGroup;
    reasons.push({ code: 'categoryGroup', value: categoryGroup(p.category) });
  }

  const postingCity = areaLevels(p.area).city;
  if (r.areas.includes(p.area)) {
    score += WEIGHTS.area;
    reasons.push({ code: 'area', value: p.area });
  } else if (r.areas.some((a) => a === postingCity || areaLevels(a).city === postingCity)) {
    score += WEIGHTS.city;
    reasons.push({ code: 'city', value: postingCity });
  }

  if (salaryOverlaps(r, p)) {
    score += WEIGHTS.salary;
    reasons.push({ code: 'salary', value: `${p.salaryMin ?? ''}-${p.salaryMax ?? ''}` });
  }

  if (r.education && p.education && r.education >= p.education) {
    score += WEIGHTS.education;
    reasons.push({ code: 'education', value: p.education });
  }

  if (r.jobType && r.jobType === p.jobType) {
    score += WEIGHTS.jobType;
    reasons.push({ code: 'jobType', value: p.jobType });
  }

  const skills = matchedSkills(r.skills, p.tokens);
  if (skills.length) {
    score += Math.min(WEIGHTS.skillMax, skills.length * WEIGHTS.skill);
    reasons.push({ code: 'skills', value: skills.slice(0, 5).join('、') });
  }

  const age = now.getTime() - p.refreshedAt.getTime();
  if (age <= 7 * DAY) {
    score += WEIGHTS.freshWeek;
    reasons.push({ code: 'fresh', value: '7' });
  } else if (age <= 30 * DAY) {
    score += WEIGHTS.freshMonth;
    reasons.push({ code: 'fresh', value: '30' });
  }

  return { score, reasons };
}

/** Best first; ties go to the most recently refreshed, then the newest id, so pages are stable. */
export function rankMatches<T extends TMatch & { refreshedAt: Date; id: number }>(items: T[]): T[] {
  return [...items].sort(
    (a, b) => b.score - a.score || b.refreshedAt.getTime() - a.refreshedAt.getTime() || b.id - a.id,
  );
}
