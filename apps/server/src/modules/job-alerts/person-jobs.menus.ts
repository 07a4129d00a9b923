import { type TMenuDef, menuButton } from '../../core/module';

/**
 * Permissions of a person's job search buttons. Collections and the browse history are the
 * caller's own rows (their calls need a session only); the job alert calls need `alerts`.
 */
export const PERSON_JOB_PERMS = {
  collections: 'g01:collect:manage',
  history: 'g01:history:manage',
  alerts: 'g01:alert:manage',
} as const;
export const ALERT_PERMS = { manage: PERSON_JOB_PERMS.alerts } as const;

const PERSON = ['person'];

const screen = (action: string, titleZh: string, titleEn: string, icon: string, sort: number): TMenuDef => ({
  key: `g010702:${action}`,
  parent: 'g01',
  type: 'C',
  path: `g010702/${action}`,
  component: `g010702/${action}`,
  titleZh,
  titleEn,
  icon,
  sort,
  roles: PERSON,
});

/**
 * A person's job search screens in g01: collected postings (with the other collected kinds),
 * collected organisations and the browse history. The job alerts page /g010704/index is a
 * standalone route; its permission hangs off the collections screen. recommend, deliver and
 * collect_JL come with resumes and deliveries.
 */
export const PERSON_JOB_MENUS: TMenuDef[] = [
  screen('collect', '我的收藏', 'My collections', 'book', 72),
  menuButton(
    'g010702:collect',
    'remove',
    PERSON_JOB_PERMS.collections,
    '取消收藏',
    'Remove from collection',
    1,
    PERSON,
  ),
  menuButton('g010702:collect', 'alerts', PERSON_JOB_PERMS.alerts, '职位订阅', 'Job alerts', 1, PERSON),
  screen('collect_DW', '收藏的单位', 'Saved organisations', 'shop', 73),
  screen('cookies', '浏览记录', 'Browse history', 'read', 74),
  menuButton(
    'g010702:cookies',
    'remove',
    PERSON_JOB_PERMS.history,
    '删除浏览记录',
    'Remove history',
    1,
    PERSON,
  ),
];
