import { inArray } from 'drizzle-orm';
import { type TProgramApplicantType, UserType } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { demoActor, quietNotifier } from '../../core/demo-history';
import type { TSeedStep } from '../../core/module';
import { act, openInstance, submitInstance } from '../../core/workflow';
import { accounts, programBatches } from '../../db/schema';
import { storeDemoPdf } from '../files';
import { applicantProfile } from './applicant-profile';
import { applicationLinks } from './application-links';
import {
  PROGRAM_APPLICATION_KIND,
  applicationFor,
  insertApplication,
  updateApplication,
} from './applications.repository';

type TDemo = {
  username: string;
  /** The demo batch, by the end of its name (the year in front changes with the date). */
  batch: string;
  stage: 'draft' | 'submitted' | 'returned';
  summary: string;
};

/**
 * The demo applications: the demo person's draft to this year's young talent programme and its
 * submitted application to the (now closed) high-skill batch waiting at the preliminary check, and
 * the demo organisation's team application the reviewers returned with an opinion.
 */
const DEMOS: TDemo[] = [
  {
    username: 'person',
    batch: '年度青年英才计划',
    stage: 'draft',
    summary: '',
  },
  {
    username: 'person',
    batch: '年度高技能人才培养项目',
    stage: 'submitted',
    summary: '从事软件开发五年，主持完成市级政务数据平台两个子系统，获软件设计师（中级）证书。',
  },
  {
    username: 'org',
    batch: '年度重点产业人才团队',
    stage: 'returned',
    summary: '团队12人，其中博士3人，计划三年内建成政务数据治理平台并培养骨干工程师20名。',
  },
  // Handed in by demo persons; the scoring module's demo takes them on to scoring, the final
  // decision and the public notice, so every approval screen has something to show.
  ...(
    [
      ['demoperson01', '材料科学博士，主持国家自然科学基金青年项目一项，发表SCI论文12篇。'],
      ['demoperson02', '计算机博士，从事工业视觉检测研究，拥有发明专利4项并已实现转化。'],
      ['demoperson03', '生物医学工程博士，研发的便携式监测设备已在三家医院试用。'],
      ['demoperson04', '海洋工程博士，参与省级海上风电重大专项，负责结构安全评估。'],
      ['demoperson05', '化学工程博士，主持企业横向课题五项，年均经费超过二百万元。'],
    ] as const
  ).map(([username, summary]) => ({
    username,
    batch: '年度高层次人才引进计划（第一批）',
    stage: 'submitted' as const,
    summary,
  })),
];

async function seedOne(
  deps: TDeps,
  demo: TDemo,
  people: Map<string, { id: number; username: string; name: string }>,
) {
  const { db } = deps;
  const who = people.get(demo.username);
  const reviewer = people.get('reviewer');
  const batches = await db.select().from(programBatches);
  const year = new Date().getUTCFullYear();
  const batch = batches.find((b) => b.name === `${year}${demo.batch}`);
  if (!who || !reviewer || !batch) return;
  if (await applicationFor(db, batch.id, who.id)) return;
  const type: TProgramApplicantType = batch.applicantType;
  const { prefill } = await applicantProfile(db, who.id, type);
  const id = await db.transaction(async (tx) => {
    const app = await insertApplication(tx, {
      batchId: batch.id,
      applicantId: who.id,
      applicantType: type,
      info: { ...prefill, summary: demo.summary || prefill.summary },
    });
    await openInstance(tx, {
      kind: PROGRAM_APPLICATION_KIND,
      subjectId: app.id,
      applicantId: who.id,
      process: batch.process,
      title: batch.name,
      ...applicationLinks(type, app.id),
    });
    return app.id;
  });
  if (demo.stage === 'draft') return;
  const materials = [];
  for (const m of batch.materials.filter((x) => x.required))
    materials.push({ name: m.name, fileId: await storeDemoPdf(deps, who.id, m.name) });
  await updateApplication(db, id, { materials, declared: true });
  const applicant = demoActor(who, type === 'person' ? UserType.person : UserType.org, type);
  await submitInstance(deps, { kind: PROGRAM_APPLICATION_KIND, subjectId: id, actor: applicant });
  if (demo.stage === 'returned')
    await act(deps, {
      kind: PROGRAM_APPLICATION_KIND,
      subjectId: id,
      step: 'preliminary',
      action: 'return',
      actor: demoActor(reviewer, UserType.staff, 'reviewer'),
      opinion: '项目计划书缺少年度考核指标，请补充后重新提交。',
    });
}

/** Demo data: applications in draft, handed in and returned, on the demo batches (idempotent). */
export const demoApplicationsSeed: TSeedStep = {
  name: 'programs:demo-applications',
  demo: true,
  run: async (deps) => {
    const rows = await deps.db
      .select({ id: accounts.id, username: accounts.username, name: accounts.name })
      .from(accounts)
      .where(inArray(accounts.username, ['reviewer', ...new Set(DEMOS.map((d) => d.username))]));
    const people = new Map(rows.map((r) => [r.username, r]));
    for (const demo of DEMOS) await seedOne({ ...deps, notifier: quietNotifier }, demo, people);
  },
};
