import { type TJobFields, creditCodeCheckChar } from '@rcwb/shared';
import { areaDictionary } from '../dict';
import { industryDictionary } from '../dict';
import { jobCategoryDictionary } from '../dict';
import type { TDictNode } from '../dict';

/**
 * Realistic sample organisations and postings of the Fujian region, in Chinese with some English,
 * for the demo data and the search benchmark. Deterministic for a seed, so runs are comparable.
 */

/** mulberry32: small, fast and good enough to spread sample values. */
export function randomSource(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const some = <T>(list: readonly T[], n: number): T[] => {
    const copy = [...list];
    const out: T[] = [];
    while (out.length < n && copy.length) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]!);
    return out;
  };
  return { next, int, pick, some };
}

// prettier-ignore
const BRAND_CHARS = [...'华信恒达联创智博海峡闽鑫源通瑞科星宏天盛凯福泰嘉德新众捷安远明誉腾辉启航睿思云峰'];
// prettier-ignore
const BRAND_EN = ['Bluewave', 'Haixia', 'Minjiang', 'Sunrise', 'Evergreen', 'Harbor', 'Pinecrest', 'Tidal', 'Jade', 'Lighthouse', 'Summit', 'Crescent'];
// prettier-ignore
const ORG_TRADES: [zh: string, en: string, industry: string][] = [
  ['科技', 'Technology', '65'], ['网络科技', 'Network Technology', '64'], ['信息技术', 'Information Technology', '65'],
  ['电子', 'Electronics', '39'], ['软件', 'Software', '65'], ['医药', 'Pharmaceutical', '27'],
  ['教育科技', 'Education Technology', '83'], ['物流', 'Logistics', '59'], ['建设工程', 'Construction', '48'],
  ['食品', 'Foods', '14'], ['贸易', 'Trading', '51'], ['咨询', 'Consulting', '72'], ['文化传媒', 'Media', '86'],
  ['电气', 'Electric', '38'], ['机械制造', 'Machinery', '34'], ['新能源', 'New Energy', '44'],
  ['生物科技', 'Biotech', '73'], ['餐饮管理', 'Catering', '62'], ['人力资源', 'Human Resources', '72'],
  ['金融服务', 'Financial Services', '69'], ['医院管理', 'Healthcare', '84'], ['纺织服装', 'Textiles', '18'],
];
const ORG_SUFFIX = ['有限公司', '有限公司', '股份有限公司', '集团有限公司'];
// prettier-ignore
const DUTIES = [
  '{job}相关的日常工作', '部门业务流程的梳理与优化', '与客户沟通并跟进项目进度', '编写技术文档和工作报告',
  '配合团队完成季度目标', '参与产品需求分析与方案设计', '数据的收集、整理与分析', '新员工的培训与指导',
  '供应商管理与成本控制', '质量检查与问题追踪', '维护客户关系，拓展新的业务渠道', '制定年度工作计划并推动落实',
];
// prettier-ignore
const MAJORS = ['计算机', '软件工程', '电子信息', '市场营销', '会计', '金融', '机械', '护理', '汉语言文学', '英语', '工商管理', '物流管理', '土木工程', '临床医学'];
// prettier-ignore
const SKILLS = [
  'Java', 'Python', 'Go', 'JavaScript', 'TypeScript', 'React', 'Vue', 'Spring Boot', 'MySQL', 'PostgreSQL',
  'Linux', 'Docker', 'Kubernetes', 'Excel', 'PowerPoint', 'CAD', 'SolidWorks', 'Photoshop', 'SAP',
  'ERP系统', '办公软件', '财务软件', '新媒体运营', '短视频剪辑', '英语口语', '普通话', '项目管理', '数据可视化',
];
// prettier-ignore
const TRAITS = [
  '责任心强，具备良好的沟通能力和团队合作精神', '学习能力强，能承受一定的工作压力', '性格开朗，善于与人打交道',
  '工作细致认真，有较强的执行力', '具备良好的逻辑思维和问题解决能力', '有驾照者优先，能适应短期出差',
];
// prettier-ignore
const WELFARE: [string, string][] = [
  ['五险一金', 'social insurance and housing fund'], ['双休', 'weekends off'], ['带薪年假', 'paid annual leave'],
  ['节日福利', 'holiday gifts'], ['年终奖', 'year-end bonus'], ['餐补', 'meal allowance'],
  ['交通补贴', 'transport allowance'], ['定期体检', 'health checks'], ['弹性工作', 'flexible hours'],
  ['员工旅游', 'team trips'], ['住房补贴', 'housing allowance'], ['股票期权', 'stock options'],
];
const EDUCATION_ZH: Record<string, string> = {
  '1': '初中',
  '2': '高中或中专',
  '3': '大专',
  '4': '本科',
  '5': '硕士',
  '6': '博士',
};
const EDUCATION_EN: Record<string, string> = {
  '1': 'Junior high school',
  '2': 'Senior high school',
  '3': 'Junior college',
  '4': "Bachelor's degree",
  '5': "Master's degree",
  '6': 'Doctorate',
};
const EXPERIENCE_ZH: Record<string, string> = {
  '0': '经验不限',
  '1': '应届毕业生亦可',
  '2': '1年以内',
  '3': '1-3年',
  '4': '3-5年',
  '5': '5-10年',
  '6': '10年以上',
};

type TLeaf = { code: string; zh: string; en: string };

/** The reference data the sampler draws from: job categories, Fujian's districts, industries. */
export function sampleReferences() {
  const leaves: TLeaf[] = jobCategoryDictionary.entries.flatMap((g) =>
    (g.children ?? []).map((c) => ({ code: c.value, zh: c.zh, en: c.en })),
  );
  const fujian = areaDictionary().entries.find((p) => p.value === '350000')!;
  // Districts with their city; the provincial capital and the coastal cities weigh more.
  const weights: Record<string, number> = { '350100': 6, '350200': 6, '350500': 4, '350600': 2, '350300': 2 };
  const cities = (fujian.children ?? []).map((c: TDictNode) => ({
    code: c.value,
    zh: c.zh,
    en: c.en,
    districts: (c.children ?? []).map((d) => d.value),
  }));
  const districts = cities.flatMap((c) =>
    Array.from({ length: weights[c.code] ?? 1 }, () => c.districts).flat(),
  );
  const sectionOf = new Map<string, string>();
  for (const s of industryDictionary.entries)
    for (const d of s.children ?? []) sectionOf.set(d.value, s.value);
  return { leaves, cities, districts, sectionOf };
}
export type TSampleReferences = ReturnType<typeof sampleReferences>;

export type TSampleOrg = {
  username: string;
  name: string;
  creditCode: string;
  industry: string;
  region: string;
  nature: string;
  scale: string;
  description: string;
};

const BASE31 = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** A valid, unique unified social credit code for sample organisation number n. */
function creditCodeFor(n: number, cityCode: string): string {
  let org = '';
  for (let i = 0, v = n; i < 9; i += 1, v = Math.floor(v / 31)) org = BASE31[v % 31] + org;
  const body = `91${cityCode}${org}`;
  return body + creditCodeCheckChar(body);
}

export function sampleOrg(refs: TSampleReferences, n: number, prefix: string): TSampleOrg {
  const r = randomSource(n * 7919 + 17);
  const city = r.pick(refs.cities);
  const [tradeZh, tradeEn, industry] = r.pick(ORG_TRADES);
  const english = r.next() < 0.1;
  const brand = r.pick(BRAND_CHARS) + r.pick(BRAND_CHARS);
  const name = english
    ? `${city.en} ${r.pick(BRAND_EN)} ${tradeEn} Co., Ltd. ${n}`
    : `${city.zh.replace(/市$/, '')}${brand}${tradeZh}${r.pick(ORG_SUFFIX)}`;
  return {
    username: `${prefix}${n}`,
    // Chinese company names repeat across a hundred thousand; the registry number keeps them apart.
    name: english || n < 2000 ? name : `${name}（${n}）`,
    creditCode: creditCodeFor(n, city.code.slice(0, 4) + '00'),
    industry,
    region: r.pick(city.districts.length ? city.districts : [city.code]),
    nature: r.pick(['40', '40', '40', '30', '20', '50', '60']),
    scale: r.pick(['1', '2', '2', '3', '3', '4', '5', '6']),
    description: `<p>${name}成立于${r.int(1995, 2022)}年，专注于${tradeZh}领域，现有员工${r.int(20, 3000)}人。</p>`,
  };
}

/** A generated posting: the fields an organisation fills in, always with a contact, and its refresh date. */
export type TSamplePosting = Omit<TJobFields, 'contactName' | 'contactPhone'> & {
  contactName: string;
  refreshedAt: Date;
};

/** Posting number n of an organisation; `now` anchors the refresh dates (up to 180 days back). */
export function samplePosting(
  refs: TSampleReferences,
  n: number,
  org: TSampleOrg,
  now: number,
): TSamplePosting {
  const r = randomSource(n * 104729 + 3);
  const leaf = r.pick(refs.leaves);
  const english = r.next() < 0.15;
  const education = r.pick(['2', '3', '3', '4', '4', '4', '5', '6']);
  const experience = r.pick(['0', '1', '2', '3', '3', '4', '4', '5', '6']);
  const jobType = r.next() < 0.85 ? '1' : r.pick(['2', '3']);
  const seniority = r.pick(['', '', '', '高级', '资深', '初级', '助理']);
  const welfare = r.some(WELFARE, r.int(2, 5));
  const skills = r.some(SKILLS, r.int(2, 4));
  const negotiable = r.next() < 0.08;
  const min = Math.round((2500 + r.next() ** 2 * 30000 + Number(education) * 1500) / 500) * 500;
  const max = Math.round((min * (1.2 + r.next() * 0.8)) / 500) * 500;
  const title = english
    ? `${r.pick(['Senior ', 'Junior ', '', '', 'Lead '])}${leaf.en}`
    : `${seniority}${leaf.zh}`;
  const duties = r.some(DUTIES, 3).map((d) => d.replace('{job}', leaf.zh));
  const description = english
    ? `<p>Responsibilities: ${leaf.en.toLowerCase()} work in our ${org.name} team; ${r.pick([
        'design and deliver',
        'plan and coordinate',
        'analyse and improve',
      ])} daily operations.</p><p>Requirements: ${EDUCATION_EN[education]} or above; experience with ${skills.join(', ')}; good communication in Chinese and English.</p><p>We offer ${welfare.map((w) => w[1]).join(', ')}.</p>`
    : `<p>岗位职责：</p><ol>${duties.map((d) => `<li>负责${d}；</li>`).join('')}</ol><p>任职要求：</p><ol><li>${EDUCATION_ZH[education]}及以上学历，${r.pick(MAJORS)}相关专业优先；</li><li>${EXPERIENCE_ZH[experience]}，熟悉${skills.join('、')}；</li><li>${r.pick(TRAITS)}。</li></ol><p>我们提供：${welfare.map((w) => w[0]).join('、')}。</p>`;
  // Recent postings are more common than old ones.
  const ageMs = r.next() ** 2 * 180 * 86_400_000;
  return {
    title,
    category: leaf.code,
    industry: org.industry,
    area: r.next() < 0.7 ? org.region : r.pick(refs.districts),
    salaryMin: negotiable ? null : min,
    salaryMax: negotiable ? null : max,
    education,
    experience,
    jobType,
    headcount: r.pick([1, 1, 2, 3, 5, 10]),
    welfare: welfare.map((w) => w[0]),
    description,
    contactName: `${r.pick([...'陈林黄张李王吴刘蔡杨郑'])}${r.pick(['先生', '女士', '经理'])}`,
    refreshedAt: new Date(now - ageMs),
  };
}
