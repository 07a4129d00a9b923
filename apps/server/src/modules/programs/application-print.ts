import { APPROVAL_PERMS, hasPermiOr, translate } from '@rcwb/shared';
import { notFound } from '../../core/errors';
import type { TSessionUser } from '../../core/session-user';
import type { TExec } from '../../core/tx';
import { type TWorkflowView, workflowView } from '../../core/workflow';
import { DEFAULT_TIME_ZONE, formatDateTime } from '../../core/xlsx';
import { portalDay } from '../../core/time';
import type { TDb } from '../../db/client';
import { dictServiceOf } from '../dict';
import { type TApplicationSheet, applicationPdf } from './application-pdf';
import { PROGRAM_APPLICATION_KIND, applicationById, ownFiles } from './applications.repository';

/** How each action of the review reads on the printed form (as the applicant's timeline says it). */
const ACTIONS: Record<string, string> = {
  submit: '提交申报',
  resubmit: '修改后重新提交',
  approve: '本环节通过',
  reject: '未通过',
  return: '退回修改',
  'assign-experts': '已分配评审专家',
  score: '专家已评分',
  'publish-notice': '已发布公示',
  reopen: '异议成立，重新审核',
};

/**
 * The applicant sees their own application; the reviewers who open its dossier see it once it was
 * handed in (a draft is the applicant's alone). Anyone else is told it does not exist.
 */
async function visibleApplication(db: TExec, user: TSessionUser, id: number) {
  const row = await applicationById(db, id);
  const view = row && (await workflowView(db, PROGRAM_APPLICATION_KIND, id));
  if (!row || !view) throw notFound('programs.application.notFound');
  const own = row.app.applicantId === user.accountId;
  const reviewer = view.status !== 'draft' && hasPermiOr(user.permissions, [APPROVAL_PERMS.list]);
  if (!own && !reviewer) throw notFound('programs.application.notFound');
  return { ...row, view };
}

const at = (iso: string | null) => (iso ? formatDateTime(new Date(iso), DEFAULT_TIME_ZONE) : '');

function timelineOf(view: TWorkflowView): TApplicationSheet['timeline'] {
  return view.timeline.map((e) => ({
    title: `${e.stepName ? `${e.stepName['zh-CN']} · ` : ''}${ACTIONS[e.action] ?? e.action}`,
    by: `${e.actorName} · ${at(e.at)}`,
    opinion: e.opinion,
  }));
}

/** The application as its printable A4 PDF, with the name its download is saved under. */
export async function applicationPdfFor(db: TDb, user: TSessionUser, id: number) {
  const { app, batch, view } = await visibleApplication(db, user, id);
  const dicts = dictServiceOf(db);
  const labels = async (type: string) =>
    new Map((await dicts.entries(type, 'zh-CN')).map((e) => [e.dictValue, e]));
  const [category, education, area, industry, stored] = await Promise.all([
    labels('program_category'),
    labels('education'),
    labels('area'),
    labels('industry'),
    ownFiles(
      db,
      app.materials.map((m) => m.fileId),
      app.applicantId,
    ),
  ]);
  const label = (m: typeof area, v: string | null) => (v ? (m.get(v)?.dictLabel ?? v) : '');
  // A district reads with its city, as the screens show it.
  const region = (v: string | null) => {
    const parent = v ? area.get(v)?.parentValue : null;
    return [label(area, parent ?? null), label(area, v)].filter(Boolean).join(' · ');
  };
  const i = app.info;
  const org = app.applicantType === 'org';
  const info: [string, string][] = [
    [org ? '单位名称' : '姓名', i.name],
    ...((org
      ? [
          ['统一社会信用代码', i.creditCode],
          ['所属行业', label(industry, i.industry)],
          ['联系人', i.contact],
        ]
      : [
          ['出生日期', i.birthDate ?? ''],
          ['学历', label(education, i.education)],
          ['毕业院校', i.school],
          ['专业', i.major],
        ]) as [string, string][]),
    ['手机号码', i.mobile],
    ['电子邮箱', i.email],
    ['所在地区', region(i.region)],
    ['地址', i.address],
  ];
  const files = new Map(stored.map((f) => [f.id, f.originalName]));
  const name = i.name || (org ? '单位' : '申报人');
  const bytes = await applicationPdf({
    batch: batch.name,
    category: label(category, batch.category),
    process: view.process.name['zh-CN'],
    status: translate('zh-CN', `programApprovals.status.${view.status}`),
    submittedAt: at(view.submittedAt),
    info,
    summaryLabel: org ? '团队情况与项目计划' : '主要业绩与成果',
    summary: i.summary,
    materials: batch.materials.map((m) => {
      const fileId = app.materials.find((x) => x.name === m.name)?.fileId;
      return { name: m.name, required: m.required, file: (fileId && files.get(fileId)) || null };
    }),
    declared: app.declared,
    timeline: timelineOf(view),
    printedOn: portalDay(),
  });
  return { bytes, name: `${batch.name}-${name}.pdf` };
}
