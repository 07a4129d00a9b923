import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { FAIR_RULES, type TFairKind, type TFairLayout, UserType } from '@rcwb/shared';
import type { TSeedStep } from '../../core/module';
import type { TTx } from '../../core/tx';
import {
  accounts,
  boothApplicationPostings,
  boothApplications,
  fairSuspensions,
  fairTickets,
  gb01,
  jobFairs,
  jobPostings,
} from '../../db/schema';
import { newTicketCode } from './tickets.service';
import { writeLayout } from './fair-layouts.service';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * A hall of `rows` × `cols` booths, one zone per band of rows, codes A-01… per zone, with the
 * middle column of a wide hall left as an aisle.
 */
export function demoLayout(rows: number, cols: number, zones: { code: string; name: string }[]): TFairLayout {
  const perZone = Math.ceil(rows / zones.length);
  const aisle = cols >= 8 ? Math.floor(cols / 2) : -1;
  const numbers = new Map<string, number>();
  const cells: TFairLayout['cells'] = [];
  for (let row = 0; row < rows; row++) {
    const zone = zones[Math.min(Math.floor(row / perZone), zones.length - 1)]!.code;
    for (let col = 0; col < cols; col++) {
      if (col === aisle) {
        cells.push({ row, col, code: '', zone: '', size: 9, blocked: true });
        continue;
      }
      const n = (numbers.get(zone) ?? 0) + 1;
      numbers.set(zone, n);
      cells.push({ row, col, code: `${zone}-${String(n).padStart(2, '0')}`, zone, size: 9, blocked: false });
    }
  }
  return { rows, cols, zones, cells };
}

type TDemoFair = {
  title: string;
  kind: TFairKind;
  area: string;
  /** Days from now to the start, and the length in hours. */
  startInDays: number;
  hours: number;
  venue: string | null;
  transport: string | null;
  lat: number | null;
  lng: number | null;
  organiser: string;
  capacity: number | null;
  layout: [rows: number, cols: number] | null;
  recap?: string;
  description: string;
};

const ZONES = [
  { code: 'A', name: '信息技术' },
  { code: 'B', name: '智能制造' },
  { code: 'C', name: '现代服务' },
];

const FAIRS: TDemoFair[] = [
  {
    title: '2026年福州市春季人才招聘会',
    kind: 'onsite',
    area: '350100',
    startInDays: -40,
    hours: 7,
    venue: '福州海峡国际会展中心 3号馆',
    transport: '地铁2号线“会展中心”站B出口步行5分钟',
    lat: 26.0232,
    lng: 119.4116,
    organiser: '福州市人力资源服务中心',
    capacity: 3000,
    layout: [3, 6],
    recap:
      '<p>本届招聘会共有 120 余家单位参展，提供岗位 3,000 余个，入场求职者 2,600 余人次，现场达成初步意向 680 人。</p>',
    description: '<p>面向高校毕业生和社会求职者的综合性现场招聘会，涵盖信息技术、智能制造与现代服务业。</p>',
  },
  {
    title: 'Xiamen Software Park Talent Fair',
    kind: 'both',
    area: '350200',
    startInDays: -15,
    hours: 6,
    venue: 'Xiamen Software Park Phase II, Exhibition Hall',
    transport: 'BRT line 1 to Software Park, 3 minutes on foot',
    lat: 24.4897,
    lng: 118.1826,
    organiser: 'Xiamen Talent Service Centre',
    capacity: 1500,
    layout: [4, 8],
    recap:
      '<p>Over 80 software and internet companies met 1,200 visitors onsite and 900 online; 240 offers followed within two weeks.</p>',
    description:
      '<p>Software, internet and digital-economy employers, onsite in the park and online for those who cannot come.</p>',
  },
  {
    title: '泉州市智能制造专场招聘会',
    kind: 'onsite',
    area: '350500',
    startInDays: 0,
    hours: 30,
    venue: '泉州市人力资源市场 一楼大厅',
    transport: '公交 19、K1 路“人力资源市场”站',
    lat: 24.8741,
    lng: 118.6757,
    organiser: '泉州市公共就业服务中心',
    capacity: 800,
    layout: [3, 6],
    description: '<p>聚焦机械装备、电子信息与新材料企业的专场招聘会，现场设技能人才咨询台。</p>',
  },
  {
    title: '漳州市高校毕业生网络招聘会',
    kind: 'online',
    area: '350600',
    startInDays: 9,
    hours: 72,
    venue: null,
    transport: null,
    lat: null,
    lng: null,
    organiser: '漳州市人力资源和社会保障局',
    capacity: null,
    layout: null,
    description: '<p>连续三天在线举办，求职者可在招聘会页面直接投递参会单位的职位。</p>',
  },
  {
    title: '莆田市秋季综合人才交流会',
    kind: 'both',
    area: '350300',
    startInDays: 20,
    hours: 6,
    venue: '莆田市人力资源市场 二楼',
    transport: '公交 5、12 路“人才市场”站',
    lat: 25.4541,
    lng: 119.0078,
    organiser: '莆田市人力资源服务中心',
    capacity: 1000,
    layout: [4, 8],
    description: '<p>现场与线上同步进行，线上求职者简历完整度需达到 60%。</p>',
  },
  {
    title: '宁德市新能源产业人才专场',
    kind: 'onsite',
    area: '350900',
    startInDays: 33,
    hours: 5,
    venue: '宁德市会展中心 A馆',
    transport: '公交 1、8 路“会展中心”站',
    lat: 26.6657,
    lng: 119.5479,
    organiser: '宁德市人才发展集团',
    capacity: 600,
    layout: [3, 6],
    description: '<p>锂电池、新能源汽车及上下游企业专场，提供技术研发、生产管理等岗位。</p>',
  },
];

const boothCode = () => `B${randomBytes(10).toString('hex').toUpperCase()}`;

async function seedFair(
  tx: TTx,
  spec: TDemoFair,
  index: number,
  orgs: { id: number; jobs: number[] }[],
  persons: number[],
  now: number,
): Promise<{ id: number; noShowOrg: number | null; applicationId: number | null }> {
  const startsAt = new Date(now + spec.startInDays * DAY - (spec.startInDays === 0 ? 2 * HOUR : 0));
  const endsAt = new Date(startsAt.getTime() + spec.hours * HOUR);
  const [fair] = await tx
    .insert(jobFairs)
    .values({
      title: spec.title,
      kind: spec.kind,
      area: spec.area,
      startsAt,
      endsAt,
      bookingOpensAt: new Date(startsAt.getTime() - 30 * DAY),
      bookingClosesAt: new Date(startsAt.getTime() - 2 * DAY),
      cancelDeadline: new Date(startsAt.getTime() - DAY),
      venue: spec.venue,
      transport: spec.transport,
      lat: spec.lat,
      lng: spec.lng,
      organiser: spec.organiser,
      contactName: '王老师',
      contactPhone: '0591-87654321',
      description: spec.description,
      capacity: spec.capacity,
      minResumeCompleteness: spec.kind === 'onsite' ? 0 : 60,
      status: 'published',
      publishedAt: new Date(startsAt.getTime() - 35 * DAY),
      recap: spec.recap ?? null,
    })
    .returning();
  if (spec.layout) {
    const [rows, cols] = spec.layout;
    await writeLayout(tx, fair!, demoLayout(rows, cols, ZONES.slice(0, rows >= 4 ? 3 : 2)));
  }
  const booths = spec.layout
    ? await tx.query.fairBooths.findMany({
        where: (b, { eq: e }) => e(b.fairId, fair!.id),
        orderBy: (b) => [asc(b.row), asc(b.col)],
      })
    : [];
  const ended = endsAt.getTime() < now;
  // Rotate the organisations so each fair has a different set: four approved, one pending, one rejected.
  const picked = orgs.map((_, i) => orgs[(i + index) % orgs.length]!).slice(0, 6);
  const lastApproved = Math.min(3, picked.length - 1);
  let noShowOrg: number | null = null;
  let noShowApplication: number | null = null;
  for (const [i, org] of picked.entries()) {
    const status = i < 4 ? 'approved' : i === 4 ? 'pending' : 'rejected';
    const booth = status === 'approved' && booths.length ? booths[i * 2] : undefined;
    // Never the first organisation (the one with the most to show, which demo visitors sign in
    // as): a suspension would keep it from booking any booth.
    const absent = ended && status === 'approved' && i === lastApproved && i > 0 && index === 0;
    const [application] = await tx
      .insert(boothApplications)
      .values({
        fairId: fair!.id,
        orgId: org.id,
        status,
        boothId: booth?.id ?? null,
        preference: booths.length ? `${booths[i * 2]?.zone ?? 'A'} 区` : null,
        attendees: [{ name: '李经理', phone: '13800000000' }],
        reason: status === 'rejected' ? '参展单位行业与本场主题不符' : null,
        checkInCode: boothCode(),
        checkedInAt: ended && status === 'approved' && !absent ? new Date(startsAt.getTime() + HOUR) : null,
        noShow: absent,
        reviewedAt: status === 'pending' ? null : new Date(startsAt.getTime() - 10 * DAY),
      })
      .returning({ id: boothApplications.id });
    if (absent) {
      noShowOrg = org.id;
      noShowApplication = application!.id;
    }
    const jobs = org.jobs.slice(0, Math.min(3, FAIR_RULES.postingsPerApplication));
    if (jobs.length && status !== 'rejected')
      await tx
        .insert(boothApplicationPostings)
        .values(jobs.map((jobId) => ({ applicationId: application!.id, jobId })));
  }
  // Visitors: a handful per fair; at an ended fair most of them came.
  const visitors = persons.slice(0, Math.min(persons.length, 3 + index));
  if (visitors.length)
    await tx.insert(fairTickets).values(
      visitors.map((personId, i) => ({
        fairId: fair!.id,
        personId,
        code: newTicketCode(),
        checkedInAt: ended && i % 3 !== 2 ? new Date(startsAt.getTime() + 2 * HOUR) : null,
      })),
    );
  return { id: fair!.id, noShowOrg, applicationId: noShowApplication };
}

/**
 * Six published fairs across Fujian (two ended with a recap, one running, three to come; onsite,
 * online and both), with layouts, booths taken by demo organisations showing their published
 * postings, pending and rejected applications, visitors' tickets, and one organisation suspended
 * for not turning up at an ended fair. Uses the existing demo organisations, persons and postings.
 */
export const demoFairsSeed: TSeedStep = {
  name: 'fairs:demo',
  demo: true,
  async run({ db }) {
    const [existing] = await db.select({ n: count() }).from(jobFairs);
    if (existing!.n > 0) return;
    const approvedOrgs = await db
      .select({ id: gb01.accountId })
      .from(gb01)
      .innerJoin(accounts, eq(accounts.id, gb01.accountId))
      .where(and(eq(gb01.reviewStatus, 'approved'), eq(accounts.status, 'active')))
      .orderBy(asc(gb01.accountId))
      .limit(12);
    const published = approvedOrgs.length
      ? await db
          .select({ orgId: jobPostings.orgId, jobId: jobPostings.id })
          .from(jobPostings)
          .where(
            and(
              eq(jobPostings.status, 'published'),
              inArray(
                jobPostings.orgId,
                approvedOrgs.map((o) => o.id),
              ),
            ),
          )
          .orderBy(asc(jobPostings.id))
      : [];
    // Organisations with published postings first: their booths show postings on the fair pages.
    const orgs = approvedOrgs
      .map((o) => ({ id: o.id, jobs: published.filter((p) => p.orgId === o.id).map((p) => p.jobId) }))
      .sort((a, b) => Number(b.jobs.length > 0) - Number(a.jobs.length > 0) || a.id - b.id);
    if (!orgs.length) return;
    const persons = (
      await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.userType, UserType.person), eq(accounts.status, 'active')))
        .orderBy(asc(accounts.id))
        .limit(10)
    ).map((p) => p.id);
    const now = Date.now();
    await db.transaction(async (tx) => {
      for (const [i, spec] of FAIRS.entries()) {
        const seeded = await seedFair(tx, spec, i, orgs, persons, now);
        if (seeded.noShowOrg) {
          const fairEnd = now + spec.startInDays * DAY + spec.hours * HOUR;
          await tx.insert(fairSuspensions).values({
            orgId: seeded.noShowOrg,
            applicationId: seeded.applicationId,
            until: new Date(fairEnd + FAIR_RULES.noShowSuspensionDays * DAY),
            reason: `未按时参加“${spec.title}”（缺席）`,
          });
        }
      }
    });
  },
};
