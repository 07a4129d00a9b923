import type { TMenuDef } from '../../core/module';

/** Content screens are for editors (DOMAIN.md g200101–g200501); administrators see everything anyway. */
export const CONTENT_ROLES = ['admin', 'editor'];

const BUTTONS: [action: string, zh: string, en: string][] = [
  ['add', '新增', 'Add'],
  ['edit', '修改', 'Edit'],
  ['remove', '删除', 'Delete'],
  ['publish', '发布/撤回', 'Publish / withdraw'],
];

type TScreen = {
  /** Screen code, e.g. 'g200103'. */
  key: string;
  parent: 'g20' | 'g07';
  titleZh: string;
  titleEn: string;
  icon: string;
  sort: number;
  /** Permission prefix of the screen's API (`g20:policy`): `:list` opens it, buttons add the rest. */
  perm: string;
  /** Whether the kind has publish/withdraw. */
  publishable?: boolean;
  /** Hidden sub-routes of the screen: [path under the screen, component key suffix, zh, en]. */
  pages?: [path: string, component: string, zh: string, en: string][];
  /** Permission prefixes of further kinds the screen manages (one screen, two lists). */
  alsoPerms?: string[];
};

/**
 * A content screen's menu entries: the screen, its hidden sub-pages (add, edit/view) that keep
 * the screen's menu item active, and one F button per action of each managed kind.
 */
export function contentScreenMenus(s: TScreen): TMenuDef[] {
  const roles = CONTENT_ROLES;
  const screen: TMenuDef = {
    key: s.key,
    parent: s.parent,
    type: 'C',
    path: s.key,
    component: `${s.key}/index`,
    titleZh: s.titleZh,
    titleEn: s.titleEn,
    icon: s.icon,
    sort: s.sort,
    perms: `${s.perm}:list`,
    roles,
  };
  const pages: TMenuDef[] = (s.pages ?? []).map(([path, component, zh, en]) => ({
    key: `${s.key}/${path}`,
    parent: s.parent,
    type: 'C',
    path: `${s.key}/${path}`,
    component: `${s.key}/${component}`,
    titleZh: zh,
    titleEn: en,
    sort: s.sort,
    hidden: true,
    noCache: true,
    activeMenu: `/${s.parent}/${s.key}`,
    perms: `${s.perm}:list`,
    roles,
  }));
  const buttons = (perm: string, extraList: boolean): TMenuDef[] => [
    ...(extraList
      ? [
          {
            key: `${s.key}:${perm}:list`,
            parent: s.key,
            type: 'F' as const,
            titleZh: '查询',
            titleEn: 'List',
            perms: `${perm}:list`,
            roles,
          },
        ]
      : []),
    ...BUTTONS.filter(([action]) => action !== 'publish' || s.publishable).map(([action, zh, en], i) => ({
      key: `${s.key}:${perm}:${action}`,
      parent: s.key,
      type: 'F' as const,
      titleZh: zh,
      titleEn: en,
      sort: i + 1,
      perms: `${perm}:${action}`,
      roles,
    })),
  ];
  return [
    screen,
    ...pages,
    ...buttons(s.perm, false),
    ...(s.alsoPerms ?? []).flatMap((p) => buttons(p, true)),
  ];
}
