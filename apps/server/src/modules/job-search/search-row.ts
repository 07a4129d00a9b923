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

/** The job_search row of a published posting. */
export function searchRowOf(p: TIndexable, orgName: string, industrySection: string) {
  const { province, city } = areaLevels(p.area);
  return {
    jobId: p.id,
    orgId: p.orgId,
    tokens: postingTokens({ title: p.title, orgName, descriptionText: htmlToText(p.description) }),
    areaProvince: province,
    areaCity: city,
    area: p.area,
    categoryGroup: p.category.slice(0, 2),
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
