import { sql } from 'drizzle-orm';
import type { TSeedStep } from '../../core/module';
import { comparisonDimensions, policies, policyDimensionValues } from '../../db/schema';
import { flat, type TDictData } from '../dict';
import type { TDimensionValue } from './dimension-values';

// prettier-ignore
export const POLICY_DICTS: TDictData[] = [
  {
    type: 'policy_level', nameZh: '政策层级', nameEn: 'Policy level',
    entries: flat([
      ['national', '国家级', 'National', 'danger'],
      ['province', '省级', 'Provincial', 'warning'],
      ['city', '市级', 'City', 'primary'],
      ['district', '区县级', 'District', 'info'],
    ]),
  },
  {
    type: 'policy_category', nameZh: '政策类别', nameEn: 'Policy category',
    entries: flat([
      ['introduction', '人才引进', 'Talent attraction'],
      ['housing', '住房保障', 'Housing'],
      ['startup', '创新创业', 'Start-ups'],
      ['subsidy', '生活补贴', 'Living allowances'],
      ['settlement', '落户服务', 'Residence registration'],
      ['evaluation', '人才评价', 'Talent evaluation'],
    ]),
  },
  {
    type: 'dimension_type', nameZh: '维度类型', nameEn: 'Dimension type',
    entries: flat([
      ['text', '文本', 'Text'],
      ['amount', '金额', 'Amount'],
      ['yesno', '是/否', 'Yes / no'],
      ['list', '列表', 'List'],
    ]),
  },
];

// prettier-ignore
const DIMENSIONS = [
  { key: 'housing', nameZh: '住房补贴', nameEn: 'Housing subsidy', type: 'amount', unit: '万元' },
  { key: 'startup', nameZh: '创业资助', nameEn: 'Start-up funding', type: 'amount', unit: '万元' },
  { key: 'settlement', nameZh: '落户支持', nameEn: 'Residence registration', type: 'yesno', unit: '' },
  { key: 'eligibility', nameZh: '申报条件', nameEn: 'Eligibility', type: 'text', unit: '' },
  { key: 'tiers', nameZh: '人才层次', nameEn: 'Talent tiers', type: 'list', unit: '' },
  { key: 'schooling', nameZh: '子女入学', nameEn: 'Schooling for children', type: 'yesno', unit: '' },
] as const;

type TDemoPolicy = {
  title: string;
  level: string;
  region: string;
  category: string;
  issuingBody: string;
  docNumber: string;
  issuedOn: string;
  summary: string;
  keyBenefits: string[];
  body: string;
  status: 'published' | 'draft';
  values: Partial<Record<(typeof DIMENSIONS)[number]['key'], TDimensionValue>>;
};

// prettier-ignore
const DEMO_POLICIES: TDemoPolicy[] = [
  {
    title: '关于深化人才发展体制机制改革的意见', level: 'national', region: '', category: 'evaluation',
    issuingBody: '中共中央', docNumber: '中发〔2016〕9号', issuedOn: '2016-03-21', status: 'published',
    summary: '推进人才管理体制改革，改进人才培养支持机制，创新人才评价机制，健全人才顺畅流动机制。',
    keyBenefits: ['破除人才发展体制机制障碍', '向用人主体放权', '为人才松绑'],
    body: '<h2>总体要求</h2><p>坚持党管人才原则，聚天下英才而用之。</p><h2>主要任务</h2><ul><li>推进人才管理体制改革</li><li>创新人才评价机制</li></ul>',
    values: { eligibility: '面向各类人才，按国家有关规定执行', tiers: ['战略科学家', '科技领军人才', '青年科技人才'] },
  },
  {
    title: '福建省引进高层次人才评价认定和服务保障办法', level: 'province', region: '350000', category: 'introduction',
    issuingBody: '福建省人才工作领导小组', docNumber: '闽人才〔2023〕5号', issuedOn: '2023-06-15', status: 'published',
    summary: '对引进的A、B、C类高层次人才给予安家补助、住房保障、子女入学等全方位服务保障。',
    keyBenefits: ['A类人才安家补助最高200万元', '配偶就业与子女入学协调安排', '优先办理落户'],
    body: '<p>本办法适用于我省全职引进的高层次人才。</p><h2>服务保障</h2><ol><li>安家补助</li><li>医疗保障</li><li>子女入学</li></ol>',
    values: { housing: 200, startup: 100, settlement: true, eligibility: '全职引进，签订5年以上劳动合同', tiers: ['A类', 'B类', 'C类'], schooling: true },
  },
  {
    title: '福州市高层次人才住房保障实施细则', level: 'city', region: '350100', category: 'housing',
    issuingBody: '福州市住房和城乡建设局', docNumber: '榕建〔2024〕12号', issuedOn: '2024-03-01', status: 'published',
    summary: '高层次人才可选择购房补贴、租赁补贴或人才公寓，分档给予最高150万元购房补贴。',
    keyBenefits: ['购房补贴最高150万元', '人才公寓免租3年', '租房补贴每月最高3000元'],
    body: '<p>为吸引和留住高层次人才，制定本细则。</p><p>补贴分五年发放。</p>',
    values: { housing: 150, startup: 50, settlement: true, eligibility: '在榕全职工作并缴纳社保满6个月', tiers: ['A类', 'B类', 'C类', 'D类'], schooling: true },
  },
  {
    title: 'Xiamen Measures for Attracting Overseas High-Level Talent', level: 'city', region: '350200', category: 'introduction',
    issuingBody: 'Xiamen Talent Office', docNumber: 'XM-TO (2024) No. 3', issuedOn: '2024-09-10', status: 'published',
    summary: 'Start-up funding, housing support and fast-track residence for overseas talent founding or joining Xiamen companies.',
    keyBenefits: ['Start-up funding up to 5 million yuan', 'Housing subsidy up to 1.2 million yuan', 'Fast-track work and residence permits'],
    body: '<p>These measures apply to overseas talent who start a business or take a full-time post in Xiamen.</p>',
    values: { housing: 120, startup: 500, settlement: true, eligibility: 'Overseas doctorate or senior post abroad; full-time in Xiamen', tiers: ['Leading', 'Top', 'Reserve'], schooling: false },
  },
  {
    title: '鼓楼区青年人才创业扶持办法', level: 'district', region: '350102', category: 'startup',
    issuingBody: '福州市鼓楼区人民政府', docNumber: '鼓政〔2025〕7号', issuedOn: '2025-02-20', status: 'published',
    summary: '对在鼓楼区创办企业的35周岁以下青年人才给予场地租金减免和创业资助。',
    keyBenefits: ['创业资助最高30万元', '孵化场地租金3年减免', '创业贷款贴息'],
    body: '<p>支持青年人才在我区创新创业。</p>',
    values: { startup: 30, settlement: false, eligibility: '35周岁以下，本科及以上学历，在区内注册企业', tiers: ['青年人才'] },
  },
  {
    title: '福州市人才落户便利化措施（征求意见稿）', level: 'city', region: '350100', category: 'settlement',
    issuingBody: '福州市公安局', docNumber: '', issuedOn: '2025-10-01', status: 'draft',
    summary: '放宽人才落户条件，实行“先落户后就业”。',
    keyBenefits: ['先落户后就业'],
    body: '<p>征求意见稿，尚未发布。</p>',
    values: { settlement: true },
  },
];

/** Demo policies of several levels and regions, with values for the comparison dimensions. */
export const policyDemoSeed: TSeedStep = {
  name: 'policy:demo',
  demo: true,
  async run({ db }) {
    const dimensionIds = new Map<string, number>();
    for (const [i, d] of DIMENSIONS.entries()) {
      const [row] = await db
        .insert(comparisonDimensions)
        .values({ nameZh: d.nameZh, nameEn: d.nameEn, type: d.type, unit: d.unit, sort: (i + 1) * 10 })
        .returning({ id: comparisonDimensions.id });
      dimensionIds.set(d.key, row!.id);
    }
    for (const { values, ...p } of DEMO_POLICIES) {
      const [row] = await db
        .insert(policies)
        .values({ ...p, publishedAt: p.status === 'published' ? sql`now()` : null })
        .returning({ id: policies.id });
      const entries = Object.entries(values);
      if (entries.length)
        await db.insert(policyDimensionValues).values(
          entries.map(([key, value]) => ({
            policyId: row!.id,
            dimensionId: dimensionIds.get(key)!,
            value,
          })),
        );
    }
  },
};
