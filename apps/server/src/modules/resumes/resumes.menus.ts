import { type TMenuDef, menuButton } from '../../core/module';

/** Permission strings of the resume calls and buttons (DOMAIN.md `group:resource:action`). */
export const RESUME_PERMS = {
  /** A person's own resumes: list, write, delete, default, visibility, refresh. */
  manage: 'g01:resume:manage',
  /** Staff: the resume registry (g070103) and any resume's view. */
  staffList: 'g07:resume:list',
  /** Staff: hide a resume that breaks the rules, and unhide it. */
  staffHide: 'g07:resume:hide',
} as const;

const PERSON = ['person'];
const STAFF = ['admin', 'reviewer'];

/**
 * Resume screens: the person's g010501 (my resumes) and the g010401 editor (add, edit — hidden,
 * lit as g010501); staff g070103 (registry). The view /g070104/resume is a standalone route.
 */
export const RESUME_MENUS: TMenuDef[] = [
  {
    key: 'g010501',
    parent: 'g01',
    type: 'C',
    path: 'g010501',
    component: 'g010501/index',
    titleZh: '我的简历',
    titleEn: 'My resumes',
    icon: 'documentation',
    sort: 40,
    perms: RESUME_PERMS.manage,
    roles: PERSON,
  },
  {
    key: 'g010401:add',
    parent: 'g01',
    type: 'C',
    path: 'g010401/add',
    component: 'g010401/add',
    titleZh: '新建简历',
    titleEn: 'New resume',
    hidden: true,
    activeMenu: '/g01/g010501',
    perms: RESUME_PERMS.manage,
    roles: PERSON,
  },
  {
    key: 'g010401:edit',
    parent: 'g01',
    type: 'C',
    path: 'g010401/edit/:id/:title',
    component: 'g010401/edit',
    titleZh: '编辑简历',
    titleEn: 'Edit resume',
    hidden: true,
    activeMenu: '/g01/g010501',
    perms: RESUME_PERMS.manage,
    roles: PERSON,
  },
  {
    key: 'g070103',
    parent: 'g07',
    type: 'C',
    path: 'g070103',
    component: 'g070103/index',
    titleZh: '简历管理',
    titleEn: 'Resume registry',
    icon: 'documentation',
    sort: 30,
    perms: RESUME_PERMS.staffList,
    roles: STAFF,
  },
  menuButton('g070103', 'hide', RESUME_PERMS.staffHide, '屏蔽简历', 'Hide resume', 1, STAFF),
];
