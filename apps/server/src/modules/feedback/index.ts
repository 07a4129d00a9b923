import { eq, inArray } from 'drizzle-orm';
import { type TMenuDef, type TModule, type TSeedStep, menuButton } from '../../core/module';
import { accounts, feedbacks } from '../../db/schema';
import { FEEDBACK_PERMS, feedbackRoutes } from './feedback.routes';

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

/** A few items from the demo person and organisation: one still open, one answered. */
const demoFeedbackSeed: TSeedStep = {
  name: 'feedback:demo',
  demo: true,
  async run({ db }) {
    const people = await db
      .select({ id: accounts.id, username: accounts.username })
      .from(accounts)
      .where(inArray(accounts.username, ['person', 'org', 'reviewer']));
    const id = (username: string) => people.find((p) => p.username === username)?.id;
    const person = id('person');
    const org = id('org');
    if (!person || !org) return;
    const existing = await db
      .select({ id: feedbacks.id })
      .from(feedbacks)
      .where(eq(feedbacks.authorId, person));
    if (existing.length) return;
    await db.insert(feedbacks).values([
      {
        authorId: person,
        kind: 'feedback',
        title: '希望增加按地铁线路筛选职位',
        content: '找工作时很在意通勤时间，希望职位搜索能按地铁线路或站点筛选。',
      },
      {
        authorId: person,
        kind: 'complaint',
        title: '投递后一直没有回复',
        content: '两周前投递的简历状态一直是“已投递”，能否提醒单位尽快处理？',
        status: 'replied',
        reply: '您好，我们已联系该单位提醒其及时处理投递，感谢您的反馈。',
        repliedBy: id('reviewer') ?? null,
        repliedAt: new Date(),
      },
      {
        authorId: org,
        kind: 'feedback',
        title: '职位审核进度能否通知到手机',
        content: '职位提交审核后，希望审核结果能同时发送短信通知。',
      },
    ]);
  },
};

/** Feedback and complaints: the author's g010801 form and list, staff g070105 with replies. */
export const feedbackModule: TModule = {
  name: 'feedback',
  routes: feedbackRoutes,
  menus: FEEDBACK_MENUS,
  seeds: [demoFeedbackSeed],
};
