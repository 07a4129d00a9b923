import { and, eq, inArray } from 'drizzle-orm';
import { TALENT_SERVICE_PERMS, UserType } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { demoActor, quietNotifier } from '../../core/demo-history';
import type { TSeedStep } from '../../core/module';
import { accounts, programReferences, talentRecognitions, talentServiceRequests } from '../../db/schema';
import { storeDemoPdf } from '../files';
import { applyForRecognition, decideRecognition } from './recognitions.service';
import { decideRequest, recordPayment, requestService } from './requests.service';
import { serviceRule, tierRule } from './rules.repository';
import { portalDay } from '../../core/time';

/** The demo applicants, and the demo reviewer with the talent-service permissions. */
const applicant = (a: { id: number; username: string; name: string }) =>
  demoActor(a, UserType.person, 'person');
const reviewerOf = (a: { id: number; username: string; name: string }) =>
  demoActor(a, UserType.staff, 'reviewer', Object.values(TALENT_SERVICE_PERMS));

type TStep = { step: string; action: 'approve' | 'return' | 'reject'; opinion?: string; grant?: number };

// prettier-ignore
const RECOGNITIONS: { who: string; tier: string; steps: TStep[]; statement: string }[] = [
  { who: 'person', tier: 'C', statement: '博士研究生学历，现任福州某软件企业首席数据科学家，主持市级重点研发项目两项。',
    steps: [{ step: 'preliminary', action: 'approve' }, { step: 'final', action: 'approve', opinion: '符合市级高层次人才认定条件。' }] },
  { who: 'demoperson35', tier: 'C', statement: '正高级工程师，从事集成电路设计十二年。',
    steps: [{ step: 'preliminary', action: 'approve' }, { step: 'final', action: 'approve' }] },
  { who: 'demoperson31', tier: 'E', statement: '硕士学位，28周岁，在本市重点产业单位全职工作。', steps: [] },
  { who: 'demoperson32', tier: 'D', statement: '高级技师，从事数控加工十五年。', steps: [{ step: 'preliminary', action: 'approve' }] },
  { who: 'demoperson33', tier: 'B', statement: '获省科学技术进步奖一等奖。',
    steps: [{ step: 'preliminary', action: 'return', opinion: '获奖证书复印件不清晰，请重新上传清晰的扫描件。' }] },
  { who: 'demoperson34', tier: 'C', statement: '硕士学位，副高级职称。',
    steps: [{ step: 'preliminary', action: 'reject', opinion: '学历和职称均不符合市级高层次人才认定条件。' }] },
];

// prettier-ignore
const REQUESTS: { who: string; type: string; steps: TStep[]; reason: string }[] = [
  { who: 'person', type: 'housing', reason: '在鼓楼区购置首套住房，申请人才购房补贴。', steps: [
    { step: 'eligibility', action: 'approve' }, { step: 'handling', action: 'approve' },
    { step: 'grant', action: 'approve', opinion: '核定补贴12万元，分三年发放。', grant: 120_000 }] },
  { who: 'person', type: 'schooling', reason: '子女今年秋季入读小学一年级，申请就近入学安排。', steps: [] },
  { who: 'person', type: 'residence', reason: '申请本人及配偶落户福州。', steps: [{ step: 'eligibility', action: 'approve' }] },
  { who: 'person', type: 'spouse-job', reason: '配偶为中学教师，申请协助安排工作。',
    steps: [{ step: 'eligibility', action: 'return', opinion: '请补充上传结婚证。' }] },
  { who: 'demoperson35', type: 'startup', reason: '创办芯片设计公司，申请创业启动资助。',
    steps: [{ step: 'eligibility', action: 'approve' }, { step: 'handling', action: 'approve' }] },
  { who: 'demoperson35', type: 'housing', reason: '申请租房补贴。',
    steps: [{ step: 'eligibility', action: 'reject', opinion: '已享受单位提供的人才公寓，不重复享受住房补贴。' }] },
];

const grantPeriod = (day: string) => ({ from: day, until: `${Number(day.slice(0, 4)) + 3}${day.slice(4)}` });

async function seed(deps: TDeps) {
  const { db } = deps;
  const usernames = ['reviewer', ...new Set([...RECOGNITIONS, ...REQUESTS].map((r) => r.who))];
  const rows = await db
    .select({ id: accounts.id, username: accounts.username, name: accounts.name })
    .from(accounts)
    .where(inArray(accounts.username, usernames));
  const people = new Map(rows.map((r) => [r.username, r]));
  const reviewerRow = people.get('reviewer');
  if (!reviewerRow) return;
  const reviewer = reviewerOf(reviewerRow);
  const day = portalDay();
  for (const r of RECOGNITIONS) {
    const who = people.get(r.who);
    const rule = await tierRule(db, r.tier);
    if (!who || !rule) continue;
    const [had] = await db
      .select({ id: talentRecognitions.id })
      .from(talentRecognitions)
      .where(and(eq(talentRecognitions.applicantId, who.id), eq(talentRecognitions.tierId, rule.id)));
    if (had) continue;
    const evidence = [];
    for (const name of rule.evidence) evidence.push({ name, fileId: await storeDemoPdf(deps, who.id, name) });
    const rec = await applyForRecognition(
      deps,
      applicant(who),
      { tier: r.tier, statement: r.statement, evidence },
      day,
    );
    for (const s of r.steps)
      await decideRecognition(deps, reviewer, rec.id, { ...s, opinion: s.opinion ?? '', grant: null }, day);
  }
  for (const q of REQUESTS) {
    const who = people.get(q.who);
    const rule = await serviceRule(db, q.type);
    if (!who || !rule) continue;
    const [had] = await db
      .select({ id: talentServiceRequests.id })
      .from(talentServiceRequests)
      .innerJoin(programReferences, eq(programReferences.id, talentServiceRequests.typeId))
      .where(and(eq(talentServiceRequests.applicantId, who.id), eq(programReferences.code, q.type)));
    if (had) continue;
    const materials = [];
    for (const name of rule.materials)
      materials.push({ name, fileId: await storeDemoPdf(deps, who.id, name) });
    const input = { type: q.type, reason: q.reason, contact: '13800000000', materials };
    const req = await requestService(deps, applicant(who), input, day, 'zh-CN');
    for (const s of q.steps) {
      const grant = s.grant ? { amount: s.grant, ...grantPeriod(day) } : null;
      await decideRequest(deps, reviewer, req.id, {
        step: s.step,
        action: s.action,
        opinion: s.opinion ?? '',
        grant,
      });
    }
    if (q.steps.some((s) => s.grant)) {
      await recordPayment(db, reviewer, req.id, { paidOn: day, amount: 40_000, reference: 'ZF-2026-0001' });
      await recordPayment(db, reviewer, req.id, { paidOn: day, amount: 40_000, reference: 'ZF-2026-0002' });
    }
  }
}

/** Demo data: recognitions and service requests at every step, one granted subsidy with two payments. */
export const demoTalentServicesSeed: TSeedStep = {
  name: 'talent-services:demo',
  demo: true,
  run: (deps) => seed({ ...deps, notifier: quietNotifier }),
};
