import { type TMenuDef, menuButton } from '../../core/module';

/** Who works in g070101 (DOMAIN.md): administrators and reviewers. */
const STAFF = ['admin', 'reviewer'];

/** Permissions of the account review calls (staff.routes.ts) and the screens' buttons. */
export const REVIEW_PERMS = {
  orgList: 'g07:org:list',
  orgReview: 'g07:org:review',
  orgLock: 'g07:org:lock',
  personList: 'g07:person:list',
  personLock: 'g07:person:lock',
} as const;

/**
 * g070101 account review, a directory under g07 with two screens (a three-level menu):
 * gbIndex organisations (review, lock) and gcIndex individuals (lock).
 */
export const ACCOUNT_REVIEW_MENUS: TMenuDef[] = [
  {
    key: 'g070101',
    parent: 'g07',
    type: 'M',
    path: 'g070101',
    titleZh: '账号审核',
    titleEn: 'Account review',
    icon: 'audit',
    sort: 1,
    roles: STAFF,
  },
  {
    key: 'g070101:gbIndex',
    parent: 'g070101',
    type: 'C',
    path: 'gbIndex',
    component: 'g070101/gbIndex',
    titleZh: '单位账号',
    titleEn: 'Organisations',
    icon: 'shop',
    sort: 1,
    perms: REVIEW_PERMS.orgList,
    roles: STAFF,
  },
  menuButton(
    'g070101:gbIndex',
    'review',
    REVIEW_PERMS.orgReview,
    '单位审核',
    'Review organisations',
    1,
    STAFF,
  ),
  menuButton('g070101:gbIndex', 'lock', REVIEW_PERMS.orgLock, '单位锁定', 'Lock organisations', 2, STAFF),
  {
    key: 'g070101:gcIndex',
    parent: 'g070101',
    type: 'C',
    path: 'gcIndex',
    component: 'g070101/gcIndex',
    titleZh: '个人账号',
    titleEn: 'Individuals',
    icon: 'user',
    sort: 2,
    perms: REVIEW_PERMS.personList,
    roles: STAFF,
  },
  menuButton('g070101:gcIndex', 'lock', REVIEW_PERMS.personLock, '个人锁定', 'Lock individuals', 1, STAFF),
];
