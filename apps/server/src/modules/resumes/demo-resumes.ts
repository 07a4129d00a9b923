import { eq, sql } from 'drizzle-orm';
import {
  type TResumeContent,
  UserType,
  ZResumeContent,
  idNumberCheckChar,
  resumeCompleteness,
} from '@rcwb/shared';
import type { TSeedStep } from '../../core/module';
import { accountRoles, accounts, gc01, resumes, roles } from '../../db/schema';
import { hashPassword } from '../auth';
import { syncProfileFlag } from '../accounts';
import { checkIdNumber } from '../accounts';
import { personalDataOf } from '../../core/personal-data';
import { storeDemoFile } from '../files';
import { randomSource, sampleReferences } from '../jobs';
import { resumeSearchColumns } from './search-columns';

type TSeedDeps = Parameters<TSeedStep['run']>[0];

/** How many demo job seekers besides the demo `person`. */
export const DEMO_PERSON_COUNT = 40;
/** Their usernames (demoperson01 …), password the demo password: other areas' demo data use them. */
export const DEMO_PERSON_USERNAMES = Array.from(
  { length: DEMO_PERSON_COUNT },
  (_, i) => `demoperson${String(i + 1).padStart(2, '0')}`,
);

// prettier-ignore
const SURNAMES = [...'陈林黄张李王吴刘蔡杨郑许谢郭洪曾邱罗苏叶庄周游江何施'];
// prettier-ignore
const GIVEN_MALE = ['志强', '伟', '建华', '俊杰', '海峰', '文斌', '晓东', '明辉', '宇航', '子轩', '家豪', '振宇', '浩然', '国栋', '鹏'];
// prettier-ignore
const GIVEN_FEMALE = ['丽娟', '晓燕', '雪梅', '婷婷', '静怡', '思琪', '美玲', '雅婷', '欣怡', '慧敏', '佳琪', '秀英', '梦瑶', '雨萱', '琳'];
// prettier-ignore
const SCHOOLS = ['福州大学', '厦门大学', '华侨大学', '福建师范大学', '集美大学', '福建农林大学', '闽江学院', '福建工程学院', '厦门理工学院', '泉州师范学院', '福建医科大学', '莆田学院', '福建船政交通职业学院', '漳州职业技术学院'];
// prettier-ignore
const MAJORS = ['计算机科学与技术', '软件工程', '电子信息工程', '市场营销', '会计学', '金融学', '机械设计制造及其自动化', '护理学', '汉语言文学', '英语', '工商管理', '物流管理', '土木工程', '国际经济与贸易', '人力资源管理'];
// prettier-ignore
const BRANDS = ['华信', '恒达', '联创', '智博', '海峡', '闽鑫', '源通', '瑞科', '宏天', '盛凯', '嘉德', '捷安', '腾辉', '启航', '睿思'];
// prettier-ignore
const TRADES = ['科技有限公司', '网络科技有限公司', '电子有限公司', '物流有限公司', '贸易有限公司', '医药股份有限公司', '教育科技有限公司', '建设工程有限公司', '食品有限公司', '文化传媒有限公司'];
// prettier-ignore
const DUTIES = ['负责部门日常业务的推进与协调', '参与需求分析、方案设计与落地', '整理业务数据并编写分析报告', '维护重点客户关系，完成季度指标', '带领 3 人小组完成项目交付', '优化工作流程，效率提升约 20%'];
// prettier-ignore
const SKILLS = ['Excel', '办公软件', 'Python', 'Java', 'SQL', 'Photoshop', 'CAD', '新媒体运营', '英语口语', '项目管理', '数据分析', '财务软件', '普通话', '驾驶'];
// prettier-ignore
const CERTIFICATES = ['大学英语六级', '计算机二级', '初级会计职称', '软件设计师', '教师资格证', '人力资源管理师（三级）', '护士执业资格证', 'C1 驾驶证'];
// prettier-ignore
const EVALUATIONS = [
  '工作认真负责，沟通能力强，乐于学习新知识。', '性格开朗，有团队精神，能承受一定的工作压力。',
  '做事踏实细致，执行力强，期待在新的平台上发挥所长。', '逻辑清晰，善于发现并解决问题，有较强的自我驱动力。',
];

/** A 1×1 png and a one-page pdf standing in for the demo person's photo and attached resume. */
const PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const RESUME_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

type TDemoResume = {
  title: string;
  content: TResumeContent;
  isDefault: boolean;
  visibility: 'public' | 'hidden';
  photoFileId?: string | null;
  attachmentFileId?: string | null;
  refreshedDaysAgo: number;
};

/** Inserts resumes as the service would write them (completeness and search columns included). */
async function insertResumes(db: TSeedDeps['db'], accountId: number, list: TDemoResume[]) {
  for (const r of list) {
    const photoFileId = r.photoFileId ?? null;
    const attachmentFileId = r.attachmentFileId ?? null;
    const refreshedAt = new Date(Date.now() - r.refreshedDaysAgo * 86_400_000);
    await db.insert(resumes).values({
      accountId,
      title: r.title,
      content: r.content,
      isDefault: r.isDefault,
      visibility: r.visibility,
      publicConsentAt: r.visibility === 'public' ? refreshedAt : null,
      photoFileId,
      attachmentFileId,
      completeness: resumeCompleteness(r.content, { photo: !!photoFileId, attachment: !!attachmentFileId })
        .percent,
      ...resumeSearchColumns(r.title, r.content),
      refreshedAt,
      updatedAt: refreshedAt,
    });
  }
}

const month = (year: number, m: number) => `${year}-${String(m).padStart(2, '0')}`;

/** The demo `person` (刘洋, software engineer in Fuzhou, see the accounts demo profile). */
const personResumes = (photoFileId: string, attachmentFileId: string): TDemoResume[] => [
  {
    title: '软件工程师求职简历',
    isDefault: true,
    visibility: 'public',
    photoFileId,
    attachmentFileId,
    refreshedDaysAgo: 0,
    content: ZResumeContent.parse({
      basic: { seekingStatus: '2', education: '4', workYears: 5, residence: '350102' },
      intention: {
        categories: ['0101', '0102'],
        areas: ['350100', '350200'],
        salaryMin: 15000,
        salaryMax: 25000,
        jobType: '1',
        arrival: '3',
      },
      education: [{ school: '福州大学', major: '软件工程', degree: '4', start: '2015-09', end: '2019-06' }],
      work: [
        {
          company: '福州数智科技有限公司',
          position: '高级软件工程师',
          description: '负责政务数据平台后端开发，主导接口网关重构，服务日均调用量 300 万次。',
          start: '2021-07',
          end: null,
        },
        {
          company: '厦门海峡网络科技有限公司',
          position: '软件工程师',
          description: '参与电商系统订单与支付模块开发，负责性能优化。',
          start: '2019-07',
          end: '2021-06',
        },
      ],
      projects: [
        {
          name: '人才服务平台',
          role: '后端负责人',
          description: '设计简历与投递模块的数据模型和接口，支持全省求职者在线投递。',
          start: '2023-03',
          end: '2024-06',
        },
      ],
      certificates: [
        { name: '软件设计师', issuer: '工业和信息化部', date: '2020-11' },
        { name: '大学英语六级', issuer: '教育部考试中心', date: '2017-06' },
      ],
      skills: [
        { name: 'TypeScript', level: 'expert' },
        { name: 'Java', level: 'good' },
        { name: 'PostgreSQL', level: 'good' },
        { name: 'Docker', level: 'basic' },
      ],
      selfEvaluation: '五年后端开发经验，熟悉高并发系统设计，沟通顺畅，乐于分享。',
    }),
  },
  {
    title: '产品经理方向（草稿）',
    isDefault: false,
    visibility: 'hidden',
    refreshedDaysAgo: 12,
    content: ZResumeContent.parse({
      basic: { seekingStatus: '2', education: '4', workYears: 5, residence: '' },
      intention: { categories: ['0109'], areas: [], jobType: '1' },
      education: [{ school: '福州大学', major: '软件工程', degree: '4', start: '2015-09', end: '2019-06' }],
    }),
  },
];

type TRefs = ReturnType<typeof sampleReferences>;

/** Demo job seeker number n (1-based): profile and one resume, deterministic for n. */
function demoPerson(refs: TRefs, n: number) {
  const r = randomSource(n * 6151 + 11);
  const male = r.next() < 0.5;
  const name = r.pick(SURNAMES) + r.pick(male ? GIVEN_MALE : GIVEN_FEMALE);
  const city = r.pick(refs.cities);
  const district = r.pick(city.districts.length ? city.districts : [city.code]);
  const birthYear = r.int(1985, 2003);
  const birth = `${birthYear}${String(r.int(1, 12)).padStart(2, '0')}${String(r.int(1, 28)).padStart(2, '0')}`;
  // The sequence's last digit carries the gender (odd: male); n keeps every number distinct.
  const sequence = String(100 + n * 2 + (male ? 1 : 0)).padStart(3, '0');
  const idBody = `${district}${birth}${sequence}`;
  const education = r.pick(['3', '4', '4', '4', '5']);
  const school = r.pick(SCHOOLS);
  const major = r.pick(MAJORS);
  const graduated = Math.min(birthYear + (education === '5' ? 25 : education === '3' ? 21 : 22), 2026);
  const workYears = Math.max(0, 2026 - graduated);
  const leaf = r.pick(refs.leaves);
  const second = r.pick(refs.leaves);
  const jobs = Math.min(workYears === 0 ? 0 : r.int(1, 3), 3);
  const work = Array.from({ length: jobs }, (_, k) => {
    const span = Math.max(1, Math.floor(workYears / jobs));
    const startYear = graduated + k * span;
    const last = k === jobs - 1;
    const workCity = r.next() < 0.7 ? city : r.pick(refs.cities);
    return {
      company: `${workCity.zh.replace(/市$/, '')}${r.pick(BRANDS)}${r.pick(TRADES)}`,
      position: k === jobs - 1 ? leaf.zh : second.zh,
      description: r
        .some(DUTIES, 2)
        .map((d) => `${d}。`)
        .join(''),
      start: month(startYear, 7),
      end: last ? null : month(startYear + span, 6),
    };
  }).reverse();
  const salaryMin = 4000 + Number(education) * 1000 + workYears * 600 + r.int(0, 4) * 500;
  const content = ZResumeContent.parse({
    basic: {
      seekingStatus: workYears === 0 ? '4' : r.pick(['1', '2', '2', '3']),
      education,
      workYears,
      residence: district,
    },
    intention: {
      categories: r.next() < 0.5 ? [leaf.code] : [leaf.code, second.code],
      areas: r.next() < 0.7 ? [city.code] : [city.code, r.pick(refs.cities).code],
      salaryMin,
      salaryMax: Math.round((salaryMin * 1.5) / 500) * 500,
      jobType: r.next() < 0.85 ? '1' : r.pick(['2', '3']),
      arrival: r.pick(['1', '2', '3', '3', '4']),
    },
    education: [
      {
        school,
        major,
        degree: education,
        start: month(graduated - (education === '3' ? 3 : education === '5' ? 3 : 4), 9),
        end: month(graduated, 6),
      },
    ],
    work,
    projects:
      r.next() < 0.5
        ? [
            {
              name: `${leaf.zh}相关项目`,
              role: '核心成员',
              description: r.pick(DUTIES),
              start: month(Math.max(graduated, 2020), 3),
              end: month(Math.max(graduated, 2020) + 1, 1),
            },
          ]
        : [],
    certificates: r.some(CERTIFICATES, r.int(0, 2)).map((c) => ({ name: c, issuer: '', date: null })),
    skills: r.some(SKILLS, r.int(2, 5)).map((s) => ({ name: s, level: r.pick(['basic', 'good', 'expert']) })),
    selfEvaluation: r.pick(EVALUATIONS),
  });
  return {
    username: DEMO_PERSON_USERNAMES[n - 1]!,
    name,
    idNumber: idBody + idNumberCheckChar(idBody),
    mobile: `1370591${String(n).padStart(4, '0')}`,
    profile: { education, major, school, workYears, region: district },
    address: `${city.zh}${r.pick(['五四路', '湖滨南路', '丰泽街', '八一七北路', '江滨路'])} ${r.int(1, 300)} 号`,
    resume: {
      title: `${leaf.zh}求职简历`,
      content,
      isDefault: true,
      // Most make their resume public; a few keep it to the postings they deliver to.
      visibility: r.next() < 0.8 ? ('public' as const) : ('hidden' as const),
      refreshedDaysAgo: r.int(0, 60),
    },
  };
}

/** Demo data: the demo `person` gets a complete public default resume (photo, attachment) and a partial hidden one. */
export const demoPersonResumesSeed: TSeedStep = {
  name: 'resumes:demo-person',
  demo: true,
  async run(deps) {
    const [person] = await deps.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.username, 'person'));
    if (!person) return;
    const photo = await storeDemoFile(deps, person.id, {
      kind: 'image',
      name: '证件照.png',
      mime: 'image/png',
      bytes: PHOTO_PNG,
    });
    const attachment = await storeDemoFile(deps, person.id, {
      kind: 'file',
      name: '刘洋-简历.pdf',
      mime: 'application/pdf',
      bytes: RESUME_PDF,
    });
    await insertResumes(deps.db, person.id, personResumes(photo, attachment));
  },
};

/**
 * Demo data with the bulk demo volume (like the demo postings, so tests keep a small known set of
 * accounts): DEMO_PERSON_COUNT job seekers across the region's cities, each with a complete Gc01
 * record and one resume, most of them public.
 */
export const demoSeekersSeed: TSeedStep = {
  name: 'resumes:demo-seekers',
  demo: true,
  async run({ db, config }) {
    if (!config.seedDemoVolume) return;
    const pd = personalDataOf(config);
    const refs = sampleReferences();
    const passwordHash = await hashPassword(config.demoPassword);
    const [personRole] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(sql`${roles.key} = 'person'`);
    for (let n = 1; n <= DEMO_PERSON_COUNT; n += 1) {
      const p = demoPerson(refs, n);
      const [account] = await db
        .insert(accounts)
        .values({
          username: p.username,
          name: p.name,
          userType: UserType.person,
          passwordHash,
          mobile: p.mobile,
          email: `${p.username}@example.com`,
        })
        .onConflictDoNothing()
        .returning({ id: accounts.id });
      if (!account) continue;
      if (personRole) await db.insert(accountRoles).values({ accountId: account.id, roleId: personRole.id });
      const id = checkIdNumber(pd, p.idNumber);
      await db.insert(gc01).values({
        accountId: account.id,
        name: p.name,
        idNumberEnc: pd.encrypt(id.normalized),
        idNumberIndex: id.index,
        gender: id.gender,
        birthDate: id.birthDate,
        ...p.profile,
        address: p.address,
        politicalStatus: '13',
      });
      await syncProfileFlag(db, { id: account.id, userType: UserType.person });
      await insertResumes(db, account.id, [p.resume]);
    }
  },
};
