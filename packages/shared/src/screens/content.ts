import type { TRole } from '../permissions';
import { button, titles } from './define';
import { CONTENT_PERMS, FAIR_BOOTH_PERMS } from './perms';

/** The prefix of the fair editor's permissions (perms.ts FAIR_PERMS). */
const FAIR_PERM_PREFIX = 'g20:fair';
import type { TButtonDef, TMenuScreenDef } from './types';

/** Content screens are for editors (DOMAIN.md g200101–g200501); administrators see everything anyway. */
export const CONTENT_ROLES = ['admin', 'editor'] as const satisfies readonly TRole[];

const ACTIONS = [
  ['add', '新增', 'Add'],
  ['edit', '修改', 'Edit'],
  ['remove', '删除', 'Delete'],
  ['publish', '发布/撤回', 'Publish / withdraw'],
] as const;

type TAction<Pub extends boolean> = 'add' | 'edit' | 'remove' | (Pub extends true ? 'publish' : never);
type TPage = readonly [path: string, component: string, zh: string, en: string];

type TContentScreen<K extends string, P extends string, Pub extends boolean, Also extends string> = Omit<
  TMenuScreenDef,
  'key' | 'perm' | 'buttons'
> & {
  readonly key: K;
  readonly perm: `${P}:list`;
  readonly buttons: readonly (TButtonDef & { perm: `${P | Also}:${TAction<Pub>}` | `${Also}:list` })[];
};
type TContentPage<K extends string, Path extends string, P extends string> = Omit<
  TMenuScreenDef,
  'key' | 'perm'
> & {
  readonly key: `${K}/${Path}`;
  readonly path: `${K}/${Path}`;
  readonly perm: `${P}:list`;
};

/**
 * A content screen's entries, generated from its kind: the screen (opened by `<perm>:list`) with
 * one button per action of each managed kind (a further kind adds its own `:list`), and its
 * hidden sub-pages (add, edit/view) that keep the screen's menu item lit.
 */
export function contentScreens<
  const K extends string,
  const P extends string,
  const Pages extends readonly TPage[] = [],
  const Pub extends boolean = false,
  const Also extends string = never,
>(s: {
  key: K;
  parent: 'g20' | 'g07';
  zh: string;
  en: string;
  icon: string;
  sort: number;
  perm: P;
  publishable?: Pub;
  pages?: Pages;
  alsoPerms?: readonly Also[];
  /** The server module whose routes serve the kind. */
  api: string;
}): readonly [TContentScreen<K, P, Pub, Also>, ...TContentPage<K, Pages[number][0], P>[]] {
  const roles = CONTENT_ROLES;
  const buttons = (perm: string, extraList: boolean) => [
    ...(extraList ? [button(`${perm}:list`, `${perm}:list`, '查询', 'List')] : []),
    ...ACTIONS.filter(([action]) => action !== 'publish' || s.publishable).map(([action, zh, en], i) =>
      button(`${perm}:${action}`, `${perm}:${action}`, zh, en, i + 1),
    ),
  ];
  const screen = {
    key: s.key,
    layout: 'layout',
    type: 'C',
    parent: s.parent,
    path: s.key,
    component: `${s.key}/index`,
    titles: titles(s.zh, s.en),
    icon: s.icon,
    sort: s.sort,
    perm: `${s.perm}:list`,
    roles,
    buttons: [...buttons(s.perm, false), ...(s.alsoPerms ?? []).flatMap((p) => buttons(p, true))],
    api: s.api,
  } as TContentScreen<K, P, Pub, Also>;
  const pages = (s.pages ?? []).map(
    ([path, component, zh, en]) =>
      ({
        key: `${s.key}/${path}`,
        layout: 'layout',
        type: 'C',
        parent: s.parent,
        path: `${s.key}/${path}`,
        component: `${s.key}/${component}`,
        titles: titles(zh, en),
        sort: s.sort,
        hidden: true,
        noCache: true,
        activeMenu: s.key,
        perm: `${s.perm}:list`,
        roles,
        api: s.api,
      }) as TContentPage<K, Pages[number][0], P>,
  );
  return [screen, ...pages];
}

/** g200101 portal home (banners, featured items) and g200501 news. */
export const HOME_CONTENT_SCREENS = [
  ...contentScreens({
    key: 'g200101',
    parent: 'g20',
    zh: '门户首页管理',
    en: 'Portal home',
    icon: 'home',
    sort: 101,
    perm: CONTENT_PERMS.home,
    api: 'content',
    publishable: true,
    alsoPerms: [CONTENT_PERMS.featured],
  }),
  ...contentScreens({
    key: 'g200501',
    parent: 'g20',
    zh: '新闻资讯',
    en: 'News',
    icon: 'read',
    sort: 501,
    perm: CONTENT_PERMS.news,
    api: 'content',
    publishable: true,
  }),
] as const;

/** g200103 talent policies and g200104 their comparison dimensions (API: policy). */
export const POLICY_SCREENS = [
  ...contentScreens({
    key: 'g200103',
    parent: 'g20',
    zh: '人才政策',
    en: 'Talent policies',
    icon: 'file-text',
    sort: 103,
    perm: CONTENT_PERMS.policy,
    api: 'policy',
    publishable: true,
    pages: [
      ['add', 'add', '新增政策', 'New policy'],
      ['add/:id/:type', 'add', '政策信息', 'Policy'],
    ],
  }),
  ...contentScreens({
    key: 'g200104',
    parent: 'g20',
    zh: '对比维度',
    en: 'Comparison dimensions',
    icon: 'column-width',
    sort: 104,
    perm: CONTENT_PERMS.dimension,
    api: 'policy',
  }),
] as const;

/** Discover: experts g200301, expert fields g200302, demands and achievements g200401. */
export const DISCOVER_SCREENS = [
  ...contentScreens({
    key: 'g200301',
    parent: 'g20',
    zh: '专家库管理',
    en: 'Experts',
    icon: 'team',
    sort: 301,
    perm: CONTENT_PERMS.expert,
    api: 'discover',
    publishable: true,
    pages: [
      ['add', 'add', '新增专家', 'New expert'],
      ['add/:id/:type', 'add', '专家信息', 'Expert'],
    ],
  }),
  ...contentScreens({
    key: 'g200302',
    parent: 'g20',
    zh: '专家领域',
    en: 'Expert fields',
    icon: 'tags',
    sort: 302,
    perm: CONTENT_PERMS.expertField,
    api: 'discover',
  }),
  ...contentScreens({
    key: 'g200401',
    parent: 'g20',
    zh: '需求与成果',
    en: 'Demands and achievements',
    icon: 'bulb',
    sort: 401,
    perm: CONTENT_PERMS.demand,
    api: 'discover',
    publishable: true,
    alsoPerms: [CONTENT_PERMS.achievement],
    pages: [
      ['add', 'add', '新增需求或成果', 'New demand or achievement'],
      ['add/:id/:type', 'add', '需求或成果', 'Demand or achievement'],
    ],
  }),
] as const;

/** g200201 job fairs: the list, the form and the booth layout (API: fairs). */
export const FAIR_SCREENS = contentScreens({
  key: 'g200201',
  parent: 'g20',
  zh: '招聘会管理',
  en: 'Job fairs',
  icon: 'shop',
  sort: 201,
  perm: FAIR_PERM_PREFIX,
  api: 'fairs',
  publishable: true,
  pages: [
    ['add', 'add', '新增招聘会', 'New job fair'],
    ['add/:id/:type', 'add', '招聘会信息', 'Job fair'],
  ],
});

/**
 * The public zone's home as content staff see it, inside the back office (an inner-link page).
 * The link is a page of this portal: the menu tree gives it the configured public origin.
 */
export const PORTAL_PREVIEW_SCREEN = {
  key: 'g20:portal-preview',
  layout: 'layout',
  type: 'C',
  parent: 'g20',
  component: 'InnerLink',
  link: '/rcwb/recruitment/zoneHome',
  titles: titles('门户预览', 'Public site preview'),
  icon: 'global',
  sort: 90,
  roles: CONTENT_ROLES,
  api: 'portal',
} as const satisfies TMenuScreenDef;

/** g200202: booth applications of every fair, their export and the per-fair figures (API: fair-booths). */
export const FAIR_BOOTH_EDITOR_SCREENS = [
  {
    key: 'g200202',
    layout: 'layout',
    type: 'C',
    parent: 'g20',
    path: 'g200202',
    component: 'g200202/index',
    titles: titles('展位申请', 'Booth applications'),
    icon: 'shop',
    sort: 202,
    perm: FAIR_BOOTH_PERMS.list,
    roles: CONTENT_ROLES,
    buttons: [button('export', FAIR_BOOTH_PERMS.export, '导出', 'Export', 1)],
    api: 'fair-booths',
  },
] as const satisfies readonly TMenuScreenDef[];
