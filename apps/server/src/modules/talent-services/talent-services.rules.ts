/**
 * The rules every installation starts with, keyed by the g070110 reference codes (programs.dict):
 * what each tier asks and how long its recognition lasts, which tiers open each service type and,
 * for subsidies, the cap and the period. Written once when missing; staff's later changes stay.
 */
// prettier-ignore
export const TIER_RULES: { code: string; criteria: string; validityYears: number; evidence: string[] }[] = [
  { code: 'A', validityYears: 5, evidence: ['国家级奖项或人才计划证明', '身份证明'],
    criteria: '入选国家级重大人才工程，或获得国家最高科学技术奖、国家自然科学奖等国家级奖项。' },
  { code: 'B', validityYears: 5, evidence: ['省级奖项或人才计划证明', '身份证明'],
    criteria: '入选省级重点人才计划，或获得省部级科学技术奖一等奖及以上。' },
  { code: 'C', validityYears: 3, evidence: ['学历学位证书', '劳动合同或聘用证明', '身份证明'],
    criteria: '具有博士学位或正高级专业技术职称，在本市全职工作。' },
  { code: 'D', validityYears: 3, evidence: ['职业资格或技能等级证书', '劳动合同或聘用证明'],
    criteria: '从事本市急需紧缺职业（工种），具有高级技师或相应职业资格。' },
  { code: 'E', validityYears: 3, evidence: ['学历学位证书', '劳动合同或聘用证明'],
    criteria: '35周岁以下，具有硕士及以上学位，在本市重点产业单位全职工作。' },
];

// prettier-ignore
export const SERVICE_RULES: { code: string; tiers: string[]; amountCap: number | null; periodMonths: number | null; materials: string[] }[] = [
  { code: 'housing', tiers: ['A', 'B', 'C', 'D'], amountCap: 300_000, periodMonths: 36, materials: ['购房或租房合同'] },
  { code: 'schooling', tiers: ['A', 'B', 'C'], amountCap: null, periodMonths: null, materials: ['子女出生证明或户口簿'] },
  { code: 'medical', tiers: ['A', 'B'], amountCap: null, periodMonths: null, materials: [] },
  { code: 'spouse-job', tiers: ['A', 'B', 'C'], amountCap: null, periodMonths: null, materials: ['结婚证'] },
  { code: 'residence', tiers: ['A', 'B', 'C', 'D', 'E'], amountCap: null, periodMonths: null, materials: ['户口簿'] },
  { code: 'startup', tiers: ['A', 'B', 'C', 'E'], amountCap: 500_000, periodMonths: 24, materials: ['营业执照', '创业计划书'] },
];
