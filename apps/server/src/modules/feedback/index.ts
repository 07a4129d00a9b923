import { type TMenuDef, type TModule, menuButton } from '../../core/module';
import { FEEDBACK_PERMS, feedbackRoutes } from './feedback.routes';
import { demoFeedbackSeed } from './feedback.seed';

const AUTHORS = ['person', 'org'];
const STAFF = ['admin', 'reviewer'];

export const FEEDBACK_MENUS: TMenuDef[] = [
  {
    key: 'g010801',
    parent: 'g01',
    type: 'C',
    path: 'g010801/add',
    component: 'g010801/add',
    titleZh: '意见反馈',
    titleEn: 'Feedback and complaints',
    icon: 'message',
    sort: 96,
    perms: FEEDBACK_PERMS.add,
    roles: AUTHORS,
  },
  {
    key: 'g070105',
    parent: 'g07',
    type: 'C',
    path: 'g070105',
    component: 'g070105/index',
    titleZh: '投诉处理',
    titleEn: 'Complaints',
    icon: 'audit',
    sort: 50,
    perms: FEEDBACK_PERMS.list,
    roles: STAFF,
  },
  {
    key: 'g070105:detail',
    parent: 'g07',
    type: 'C',
    path: 'g070105/detail/:id/:title',
    component: 'g070105/detail',
    titleZh: '投诉详情',
    titleEn: 'Complaint details',
    hidden: true,
    activeMenu: '/g07/g070105',
    perms: FEEDBACK_PERMS.list,
    roles: STAFF,
  },
  menuButton('g070105', 'reply', FEEDBACK_PERMS.reply, '回复投诉', 'Reply', 1, STAFF),
];

/** Feedback and complaints: the author's g010801 form and list, staff g070105 with replies. */
export const feedbackModule: TModule = {
  name: 'feedback',
  routes: feedbackRoutes,
  menus: FEEDBACK_MENUS,
  seeds: [demoFeedbackSeed],
};
