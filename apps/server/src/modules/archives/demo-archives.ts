import { inArray, like } from 'drizzle-orm';
import { type TArchiveRequestForm, UserType } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { demoActor, quietNotifier } from '../../core/demo-history';
import type { TSeedStep } from '../../core/module';
import type { TSessionUser } from '../../core/session-user';
import { accounts, personnelArchives } from '../../db/schema';
import { decideRequest } from './handling.service';
import { lendArchive, registerArchive, transferArchive } from './registry.service';
import { createRequest, submitRequest } from './requests.service';

type TPerson = { id: number; username: string; name: string };

const SOURCES = [
  '福州大学',
  '福建师范大学',
  '福州数智科技有限公司',
  '鼓楼区人才服务中心',
  '福建农林大学',
  '闽江学院',
];

/** The registry: twelve archives, most in the store, two lent out and two transferred out. */
const STATES: ('in-store' | 'lent' | 'transferred-out')[] = [
  'in-store',
  'in-store',
  'in-store',
  'in-store',
  'in-store',
  'in-store',
  'in-store',
  'in-store',
  'lent',
  'lent',
  'transferred-out',
  'transferred-out',
];

type TDemoRequest = {
  who: number;
  form: TArchiveRequestForm;
  /** How far it went: a draft, handed in, returned at the check, at handling, issued, rejected. */
  stage: 'draft' | 'submitted' | 'returned' | 'handle' | 'issue' | 'approved' | 'rejected';
};

/** Requests of every kind at every step (`who` indexes the demo people, 0 the demo person 刘洋). */
const REQUESTS: TDemoRequest[] = [
  {
    who: 0,
    form: { kind: 'certificate', certificateType: 'deposit', purpose: '办理人才落户' },
    stage: 'approved',
  },
  {
    who: 0,
    form: { kind: 'certificate', certificateType: 'work-experience', purpose: '申报中级职称' },
    stage: 'returned',
  },
  {
    who: 0,
    form: { kind: 'borrow', borrowerUnit: '福州数智科技有限公司', purpose: '入职政审' },
    stage: 'submitted',
  },
  {
    who: 1,
    form: { kind: 'certificate', certificateType: 'kinship', purpose: '办理出国（境）手续' },
    stage: 'approved',
  },
  {
    who: 2,
    form: {
      kind: 'transfer-out',
      targetAgency: '厦门市人才服务中心',
      targetAddress: '厦门市思明区湖滨南路',
      reason: '工作调动',
    },
    stage: 'approved',
  },
  {
    who: 3,
    form: {
      kind: 'transfer-out',
      targetAgency: '泉州市人力资源服务中心',
      targetAddress: '泉州市丰泽区',
      reason: '',
    },
    stage: 'issue',
  },
  {
    who: 4,
    form: { kind: 'borrow', borrowerUnit: '福州市鼓楼区委组织部', purpose: '干部考察' },
    stage: 'rejected',
  },
  { who: 5, form: { kind: 'certificate', certificateType: 'deposit', purpose: '子女入学' }, stage: 'handle' },
  {
    who: 12,
    form: { kind: 'deposit', formerUnit: '福州数智科技有限公司', reason: '离职后档案存放' },
    stage: 'submitted',
  },
  {
    who: 13,
    form: { kind: 'transfer-in', fromAgency: '南平市人才服务中心', reason: '来榕工作' },
    stage: 'handle',
  },
  { who: 12, form: { kind: 'transfer-in', fromAgency: '宁德市人才服务中心', reason: '' }, stage: 'draft' },
];

const STEPS_BEFORE = {
  handle: ['check'],
  issue: ['check', 'handle'],
  approved: ['check', 'handle', 'issue'],
} as const;

async function seedRequest(deps: TDeps, archivist: TSessionUser, people: TPerson[], r: TDemoRequest) {
  const who = people[r.who];
  if (!who) return;
  const user = demoActor(who, UserType.person, 'person');
  const { id } = await createRequest(deps.db, user, { form: r.form, attachments: [] });
  if (r.stage === 'draft') return;
  await submitRequest(deps, user, id);
  const decide = (action: 'approve' | 'return' | 'reject', step: string, opinion = '') =>
    decideRequest(deps, archivist, id, action, { step, opinion });
  if (r.stage === 'returned') await decide('return', 'check', '缺少身份证复印件，请上传后重新提交。');
  if (r.stage === 'rejected') {
    await decide('approve', 'check');
    await decide('reject', 'handle', '借阅单位未提供介绍信，不予办理。');
  }
  if (r.stage === 'handle' || r.stage === 'issue' || r.stage === 'approved')
    for (const step of STEPS_BEFORE[r.stage]) await decide('approve', step);
}

/** Demo data: the archivist's registry in every state, requests at every step, issued documents. */
export const demoArchivesSeed: TSeedStep = {
  name: 'archives:demo',
  demo: true,
  run: async (base) => {
    const deps = { ...base, notifier: quietNotifier };
    const { db } = deps;
    if (
      (await db.select().from(personnelArchives).where(like(personnelArchives.number, 'DA-DEMO-%')).limit(1))
        .length
    )
      return;
    const names = [
      'archivist',
      'person',
      ...Array.from({ length: 13 }, (_, i) => `demoperson${String(i + 1).padStart(2, '0')}`),
    ];
    const rows = await db
      .select({ id: accounts.id, username: accounts.username, name: accounts.name })
      .from(accounts)
      .where(inArray(accounts.username, names));
    const byName = new Map(rows.map((r) => [r.username, r]));
    const staff = byName.get('archivist');
    if (!staff) return;
    const archivist = demoActor(staff, UserType.staff, 'archivist', ['g08:archiveRequest:handle']);
    const people = names.slice(1).flatMap((n) => (byName.has(n) ? [byName.get(n)!] : []));
    for (const [i, state] of STATES.entries()) {
      const holder = people[i];
      if (!holder) break;
      const year = 2015 + (i % 9);
      const a = await registerArchive(db, archivist, {
        number: `DA-DEMO-${String(i + 1).padStart(4, '0')}`,
        holderUsername: holder.username,
        source: SOURCES[i % SOURCES.length]!,
        receivedOn: `${year}-0${(i % 9) + 1}-15`,
        shelf: `A-${String(Math.floor(i / 4) + 1).padStart(2, '0')}-${String((i % 4) + 1).padStart(2, '0')}`,
      });
      if (state === 'lent')
        await lendArchive(db, archivist, a.id, {
          borrower: '福州市人力资源和社会保障局',
          dueOn: '2026-12-31',
          note: '政审借阅',
        });
      if (state === 'transferred-out')
        await transferArchive(deps, archivist, a.id, {
          targetAgency: i % 2 ? '厦门市人才服务中心' : '福建省人才服务中心',
          letterNo: `榕档调〔2025〕${i + 10}号`,
          dispatch: i % 2 ? 'ems' : 'confidential-post',
          trackingNo: `${i % 2 ? 'EMS' : 'JY'}10${String(84213570 + i)}`,
          receipt: '已收到回执',
        });
    }
    for (const r of REQUESTS) await seedRequest(deps, archivist, people, r);
  },
};
