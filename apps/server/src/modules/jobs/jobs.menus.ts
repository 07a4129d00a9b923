import { ROLES } from '@rcwb/shared';
import { type TMenuDef, menuButton } from '../../core/module';

/** Permission strings of the posting calls and buttons (DOMAIN.md `group:resource:action`). */
export const JOB_PERMS = {
  list: 'g05:job:list',
  add: 'g05:job:add',
  edit: 'g05:job:edit',
  submit: 'g05:job:submit',
  refresh: 'g05:job:refresh',
  close: 'g05:job:close',
  reopen: 'g05:job:reopen',
  remove: 'g05:job:remove',
  view: 'g01:job:view',
  reviewList: 'g07:job:list',
  review: 'g07:job:review',
  takedown: 'g07:job:takedown',
} as const;

const ORG = ['org'];
const STAFF = ['admin', 'reviewer'];

/**
 * Posting screens: the organisation's g050101 (add, detail), g050102 (edit) and g050103 (my
 * postings, with one button per action); staff g070102 (review); g010701 (detail, everyone).
 * The copy page g050102/add/{id}/{type} and the review and print pages are standalone routes of
 * the web app, guarded by the same permissions.
 */
export const JOB_MENUS: TMenuDef[] = [
  {
    key: 'g050103',
    parent: 'g05',
    type: 'C',
    path: 'g050103',
    component: 'g050103/index',
    titleZh: '我的职位',
    titleEn: 'My postings',
    icon: 'list',
    sort: 10,
    perms: JOB_PERMS.list,
    roles: ORG,
  },
  menuButton('g050103', 'add', JOB_PERMS.add, '新增职位', 'Add posting', 1, ORG),
  menuButton('g050103', 'edit', JOB_PERMS.edit, '修改职位', 'Edit posting', 2, ORG),
  menuButton('g050103', 'submit', JOB_PERMS.submit, '提交审核', 'Submit for review', 3, ORG),
  menuButton('g050103', 'refresh', JOB_PERMS.refresh, '刷新职位', 'Refresh posting', 4, ORG),
  menuButton('g050103', 'close', JOB_PERMS.close, '关闭职位', 'Close posting', 5, ORG),
  menuButton('g050103', 'reopen', JOB_PERMS.reopen, '重新开放', 'Reopen posting', 6, ORG),
  menuButton('g050103', 'remove', JOB_PERMS.remove, '删除草稿', 'Delete draft', 7, ORG),
  {
    key: 'g050101:add',
    parent: 'g05',
    type: 'C',
    path: 'g050101/add',
    component: 'g050101/add',
    titleZh: '发布职位',
    titleEn: 'Post a job',
    icon: 'edit',
    sort: 5,
    perms: JOB_PERMS.add,
    roles: ORG,
  },
  {
    key: 'g050101:detail',
    parent: 'g05',
    type: 'C',
    path: 'g050101/detail/:id/:title',
    component: 'g050101/detail',
    titleZh: '职位详情',
    titleEn: 'Posting details',
    hidden: true,
    activeMenu: '/g05/g050103',
    perms: JOB_PERMS.list,
    roles: ORG,
  },
  {
    key: 'g050102:edit',
    parent: 'g05',
    type: 'C',
    path: 'g050102/edit/:id',
    component: 'g050102/edit',
    titleZh: '修改职位',
    titleEn: 'Edit posting',
    hidden: true,
    activeMenu: '/g05/g050103',
    perms: JOB_PERMS.edit,
    roles: ORG,
  },
  {
    key: 'g070102',
    parent: 'g07',
    type: 'C',
    path: 'g070102',
    component: 'g070102/index',
    titleZh: '职位审核',
    titleEn: 'Posting review',
    icon: 'checkbox',
    sort: 20,
    perms: JOB_PERMS.reviewList,
    roles: STAFF,
  },
  menuButton('g070102', 'review', JOB_PERMS.review, '审核职位', 'Review posting', 1, STAFF),
  menuButton('g070102', 'takedown', JOB_PERMS.takedown, '下架职位', 'Take down posting', 2, STAFF),
  {
    key: 'g010701:detail',
    parent: 'g01',
    type: 'C',
    path: 'g010701/detail/:id/:title',
    component: 'g010701/detail',
    titleZh: '职位详情',
    titleEn: 'Job details',
    hidden: true,
    perms: JOB_PERMS.view,
    roles: [...ROLES],
  },
];
