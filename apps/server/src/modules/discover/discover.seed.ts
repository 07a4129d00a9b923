import { sql } from 'drizzle-orm';
import type { TSeedStep } from '../../core/module';
import { achievements, expertFields, experts, techDemands } from '../../db/schema';
import { flat, type TDictData } from '../dict';

// prettier-ignore
export const DISCOVER_DICTS: TDictData[] = [
  {
    type: 'demand_progress', nameZh: '需求进展', nameEn: 'Demand progress',
    entries: flat([
      ['open', '征集中', 'Open', 'success'],
      ['claimed', '已揭榜', 'Claimed', 'warning'],
      ['done', '已完成', 'Completed', 'info'],
    ]),
  },
  {
    type: 'achievement_maturity', nameZh: '成熟度', nameEn: 'Maturity',
    entries: flat([
      ['lab', '实验室阶段', 'Laboratory'],
      ['pilot', '中试阶段', 'Pilot'],
      ['industrial', '产业化阶段', 'Industrialised'],
    ]),
  },
  {
    type: 'transfer_mode', nameZh: '转化方式', nameEn: 'Transfer mode',
    entries: flat([
      ['transfer', '转让', 'Assignment'],
      ['licence', '许可', 'Licence'],
      ['joint', '合作开发', 'Joint development'],
      ['equity', '作价入股', 'Equity investment'],
    ]),
  },
];

// prettier-ignore
const FIELDS: [string, string][] = [
  ['人工智能', 'Artificial intelligence'],
  ['新材料', 'New materials'],
  ['生物医药', 'Biomedicine'],
  ['海洋科技', 'Marine technology'],
  ['智能制造', 'Intelligent manufacturing'],
  ['新能源', 'New energy'],
];

const now = sql`now()`;

/** Demo experts, technology demands and achievements (all published) across the fields. */
export const discoverDemoSeed: TSeedStep = {
  name: 'discover:demo',
  demo: true,
  async run({ db }) {
    const ids: number[] = [];
    for (const [i, [nameZh, nameEn]] of FIELDS.entries()) {
      const [row] = await db
        .insert(expertFields)
        .values({ nameZh, nameEn, sort: (i + 1) * 10 })
        .returning({ id: expertFields.id });
      ids.push(row!.id);
    }
    const [ai, materials, bio, marine, manufacturing, energy] = ids as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const published = { status: 'published' as const, publishedAt: now };
    // prettier-ignore
    await db.insert(experts).values([
      { ...published, name: '陈志远', fieldId: ai, title: '教授', organisation: '福州大学', region: '350100', bio: '长期从事机器学习与计算机视觉研究，主持国家重点研发计划项目2项。', achievements: '发表SCI论文80余篇；授权发明专利20项。' },
      { ...published, name: '林雅琴', fieldId: bio, title: '研究员', organisation: '厦门大学', region: '350200', bio: '专注抗体药物研发与转化。', achievements: '获省科技进步一等奖。' },
      { ...published, name: 'Wang Hao', fieldId: marine, title: 'Senior engineer', organisation: 'Third Institute of Oceanography', region: '350200', bio: 'Marine observation systems and ocean data platforms.', achievements: 'Led three national marine survey programmes.' },
      { ...published, name: '郑晓东', fieldId: manufacturing, title: '正高级工程师', organisation: '福建省机械科学研究院', region: '350100', bio: '工业机器人与数字化车间。', achievements: '主持建设省级智能制造示范车间5个。' },
      { ...published, name: '黄美玲', fieldId: materials, title: '教授', organisation: '福建师范大学', region: '350100', bio: '石墨烯与功能薄膜材料。', achievements: '成果转化合同金额超3000万元。' },
      { status: 'draft', name: '待审核专家', fieldId: energy, title: '副教授', organisation: '示例单位', region: '350100', bio: '草稿，不公开。', achievements: '' },
    ]);
    // prettier-ignore
    await db.insert(techDemands).values([
      { ...published, title: '锂电池极片缺陷视觉检测系统', fieldId: ai, budget: 80, deadline: '2026-12-31', publisher: '宁德某新能源科技有限公司', region: '350900', progress: 'open', description: '<p>需要在线检测涂布缺陷，检出率不低于99.5%。</p>', contact: '张工 0593-0000000' },
      { ...published, title: '海水养殖水质在线监测与预警', fieldId: marine, budget: 50, deadline: '2026-10-31', publisher: '福建某水产集团', region: '350200', progress: 'open', description: '<p>多参数水质传感与预警平台。</p>', contact: '李经理' },
      { ...published, title: 'Low-cost biodegradable packaging film', fieldId: materials, budget: null, deadline: '2026-08-31', publisher: 'Fujian Packaging Co.', region: '350100', progress: 'claimed', description: '<p>Film that degrades within 180 days under composting.</p>', contact: 'procurement@example.com' },
      { ...published, title: '数控机床主轴热误差补偿', fieldId: manufacturing, budget: 30, deadline: '2025-12-31', publisher: '泉州某机床厂', region: '350500', progress: 'done', description: '<p>已完成。</p>', contact: '' },
      { status: 'draft', title: '未发布的需求', fieldId: energy, budget: 10, publisher: '示例企业', progress: 'open', description: '', contact: '' },
    ]);
    // prettier-ignore
    await db.insert(achievements).values([
      { ...published, title: '基于深度学习的工业质检平台', fieldId: ai, maturity: 'industrial', transferMode: 'licence', owner: '福州大学', price: 200, description: '<p>已在3家企业部署。</p>', contact: '科技处' },
      { ...published, title: '新型抗体偶联药物制备技术', fieldId: bio, maturity: 'pilot', transferMode: 'joint', owner: '厦门大学', price: null, description: '<p>完成中试。</p>', contact: '技术转移中心' },
      { ...published, title: 'Graphene heat-spreading film', fieldId: materials, maturity: 'pilot', transferMode: 'equity', owner: 'Fujian Normal University', price: 500, description: '<p>Thermal conductivity above 1500 W/mK.</p>', contact: 'tech-transfer@example.edu' },
      { ...published, title: '海上风电桩基防腐涂层', fieldId: energy, maturity: 'lab', transferMode: 'transfer', owner: '福建省某研究院', price: 80, description: '<p>实验室验证完成。</p>', contact: '' },
      { status: 'withdrawn', title: '已撤回的成果', fieldId: energy, maturity: 'lab', transferMode: 'transfer', owner: '示例', price: 1, description: '', contact: '' },
    ]);
  },
};
