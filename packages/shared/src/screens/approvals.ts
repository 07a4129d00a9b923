import { STAFF, button, titles } from './define';
import { APPROVAL_PERMS } from './perms';
import type { TMenuScreenDef } from './types';

type TKind = { list: string; steps: string; zh: string; en: string; sort: number };

/**
 * g06 approvals, the reviewers' side of talent programs. Individual and organisation programs
 * are the same screens over applications of one applicant kind: `list` (g060102 / g060105) picks
 * a batch and lists its applications, `steps` (g060101 / g060104) decides one application's step,
 * chooses its experts and shows its whole dossier.
 */
const approvalScreens = <const L extends string, const S extends string>(
  k: TKind & { list: L; steps: S },
) => {
  const hidden = <const K extends string, const P extends string, const C extends string>(
    key: K,
    path: P,
    component: C,
    zh: string,
    en: string,
    perm: (typeof APPROVAL_PERMS)[keyof typeof APPROVAL_PERMS] = APPROVAL_PERMS.list,
  ) =>
    ({
      key,
      layout: 'layout',
      type: 'C',
      parent: 'g06',
      path,
      component,
      titles: titles(zh, en),
      hidden: true,
      activeMenu: k.list,
      perm,
      roles: STAFF,
      api: 'program-approvals',
    }) as const;
  return [
    {
      key: k.list,
      layout: 'layout',
      type: 'C',
      parent: 'g06',
      path: k.list,
      component: `${k.list}/batches`,
      titles: titles(`${k.zh}评审`, `${k.en} reviews`),
      icon: 'audit',
      sort: k.sort,
      perm: APPROVAL_PERMS.list,
      roles: STAFF,
      buttons: [
        button('act', APPROVAL_PERMS.act, '审批意见', 'Record opinions', 1),
        button('assign', APPROVAL_PERMS.assign, '分配专家', 'Assign experts', 2),
        button('export', APPROVAL_PERMS.export, '导出', 'Export', 3),
      ],
      api: 'program-approvals',
    },
    hidden(
      `${k.list}:index`,
      `${k.list}/index/:id`,
      `${k.list}/index`,
      `${k.zh}申报列表`,
      `${k.en} applications`,
    ),
    hidden(
      `${k.list}:detail`,
      `${k.list}/detail/:id`,
      `${k.list}/detail`,
      `${k.zh}申报详情`,
      `${k.en} application`,
    ),
    hidden(
      `${k.steps}:add`,
      `${k.steps}/add/:id/:sign`,
      `${k.steps}/add`,
      `${k.zh}审批意见`,
      `${k.en} review opinion`,
      APPROVAL_PERMS.act,
    ),
    hidden(
      `${k.steps}:choose`,
      `${k.steps}/choose/:id/:sign`,
      `${k.steps}/choose`,
      `${k.zh}专家分配`,
      `${k.en} expert choice`,
      APPROVAL_PERMS.assign,
    ),
    hidden(
      `${k.steps}:detail`,
      `${k.steps}/detail/:id/:sign`,
      `${k.steps}/detail`,
      `${k.zh}审批环节`,
      `${k.en} review step`,
    ),
    hidden(
      `${k.steps}:detailX`,
      `${k.steps}/detailX/:id`,
      `${k.steps}/detailX`,
      `${k.zh}申报全貌`,
      `${k.en} dossier`,
    ),
  ] as const satisfies readonly TMenuScreenDef[];
};

export const APPROVAL_SCREENS = [
  ...approvalScreens({
    list: 'g060102',
    steps: 'g060101',
    zh: '个人项目',
    en: 'Individual program',
    sort: 1,
  }),
  ...approvalScreens({
    list: 'g060105',
    steps: 'g060104',
    zh: '单位项目',
    en: 'Organisation program',
    sort: 2,
  }),
] as const;
