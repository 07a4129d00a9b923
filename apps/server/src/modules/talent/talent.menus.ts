import { type TMenuDef, menuButton } from '../../core/module';

/** Permission strings of the organisation's talent search and invitations. */
export const TALENT_PERMS = {
  search: 'g05:talent:search',
  invite: 'g05:talent:invite',
} as const;

const ORG = ['org'];

/**
 * The organisation's talent search with its sent invitations (g050202) and its saved resumes
 * (g010702/collect_JL, next to the other collections in g01).
 */
export const TALENT_MENUS: TMenuDef[] = [
  {
    key: 'g050202',
    parent: 'g05',
    type: 'C',
    path: 'g050202',
    component: 'g050202/index',
    titleZh: '人才搜索',
    titleEn: 'Talent search',
    icon: 'search',
    sort: 40,
    perms: TALENT_PERMS.search,
    roles: ORG,
  },
  menuButton('g050202', 'invite', TALENT_PERMS.invite, '邀请投递', 'Invite to apply', 1, ORG),
  {
    key: 'g010702:collect_JL',
    parent: 'g01',
    type: 'C',
    path: 'g010702/collect_JL',
    component: 'g010702/collect_JL',
    titleZh: '收藏的简历',
    titleEn: 'Saved resumes',
    icon: 'star',
    sort: 75,
    roles: ORG,
  },
  // Removing a saved resume is the collections' own call, under their permission.
  menuButton(
    'g010702:collect_JL',
    'remove',
    'g01:collect:manage',
    '取消收藏',
    'Remove from collection',
    1,
    ORG,
  ),
];
