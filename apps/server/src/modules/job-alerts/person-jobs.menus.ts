import type { TMenuDef } from '../../core/module';

/** Permission of the job alert calls, granted to persons through the menu below. */
export const ALERT_PERMS = { manage: 'g01:alert:manage' } as const;

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
  screen('collect', '我的收藏', 'My collections', 'star', 72),
  {
    key: 'g010702:collect:alerts',
    parent: 'g010702:collect',
    type: 'F',
    titleZh: '职位订阅',
    titleEn: 'Job alerts',
    sort: 1,
    perms: ALERT_PERMS.manage,
    roles: PERSON,
  },
  screen('collect_DW', '收藏的单位', 'Saved organisations', 'bank', 73),
  screen('cookies', '浏览记录', 'Browse history', 'history', 74),
];
