import { postingTokens } from './tokenize';

/** The posting fields the search index is built from. */
export type TIndexable = {
  id: number;
  orgId: number;
  title: string;
  description: string;
  category: string;
  industry: string;
  area: string;
  salaryMin: number | null;
  salaryMax: number | null;
  education: string;
  experience: string;
  jobType: string;
  refreshedAt: Date;
};

/** Text of sanitised rich text: tags dropped, the entities sanitize-html writes decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h\d)[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(lt|gt|quot|#39|nbsp|amp);/g, (_, e: string) =>
      e === 'lt' ? '<' : e === 'gt' ? '>' : e === 'quot' ? '"' : e === '#39' ? "'" : e === 'nbsp' ? ' ' : '&',
    )
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/** Area codes nest by digits: 350102 is in city 350100 of province 350000. */
export function areaLevels(code: string): { province: string; city: string } {
  if (!/^\d{6}$/.test(code)) return { province: code, city: code };
  const province = `${code.slice(0, 2)}0000`;
  return { province, city: code.endsWith('0000') ? code : `${code.slice(0, 4)}00` };
}

/** Which column an area filter compares, by the code's level. */
export function areaLevelOf(code: string): 'province' | 'city' | 'district' {
  if (/^\d{2}0000$/.test(code)) return 'province';
  if (/^\d{4}00$/.test(code)) return 'city';
  return 'district';
}

/**
 * The columns of job_search that filters compare for equality, each with the prefix its values
 * carry as lexemes of the row's tokens (`ac:350100`, `e:4`). A keyword's tokens never hold a
 * colon, the title's marked tokens use `t:` and the hour and day of refresh `h:` and `d:`
 * (`periodLexemes`), so the kinds cannot meet.
 */
export const FILTER_LEXEME_PREFIX = {
  area_province: 'ap:',
  area_city: 'ac:',
  area: 'a:',
  category_group: 'cg:',
  category: 'c:',
  industry_section: 'is:',
  industry: 'i:',
  education: 'e:',
  experience: 'x:',
  job_type: 'j:',
} as const;
export type TEqualityColumn = keyof typeof FILTER_LEXEME_PREFIX;

/** A filter value as a lexeme of the tokens. */
export const filterLexeme = (column: TEqualityColumn, value: string) => FILTER_LEXEME_PREFIX[column] + value;

/**
 * The hour and the day (UTC) a row was last refreshed, as lexemes of its tokens (`h:2026112215`,
 * `d:20261122`): a common keyword's newest matches are read among the last hours' or days' rows
 * only, in one GIN intersection (search.query.ts `TRecentScan`).
 */
export const periodLexemes = (at: Date) => {
  const iso = at.toISOString();
  const day = iso.slice(0, 10).replaceAll('-', '');
  return { hour: `h:${day}${iso.slice(11, 13)}`, day: `d:${day}` };
};

/** The job_search row of a published posting. */
export function searchRowOf(p: TIndexable, orgName: string, industrySection: string) {
  const { province, city } = areaLevels(p.area);
  const filters: Record<TEqualityColumn, string> = {
    area_province: province,
    area_city: city,
    area: p.area,
    category_group: p.category.slice(0, 2),
    category: p.category,
    industry_section: industrySection,
    industry: p.industry,
    education: p.education,
    experience: p.experience,
    job_type: p.jobType,
  };
  const keywordTokens = postingTokens({
    title: p.title,
    orgName,
    descriptionText: htmlToText(p.description),
  });
  const filterLexemes = Object.entries(filters).flatMap(([column, value]) =>
    value ? [filterLexeme(column as TEqualityColumn, value)] : [],
  );
  return {
    jobId: p.id,
    orgId: p.orgId,
    tokens: [...keywordTokens, ...filterLexemes, ...Object.values(periodLexemes(p.refreshedAt))],
    areaProvince: province,
    areaCity: city,
    area: p.area,
    categoryGroup: filters.category_group,
    category: p.category,
    industrySection,
    industry: p.industry,
    salaryMin: p.salaryMin,
    salaryMax: p.salaryMax,
    education: p.education,
    experience: p.experience,
    jobType: p.jobType,
    refreshedAt: p.refreshedAt,
  };
}
