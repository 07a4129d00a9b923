import { eq, inArray } from 'drizzle-orm';
import type { TModule, TSeedStep } from '../../core/module';
import { accounts, feedbacks } from '../../db/schema';
import { feedbackRoutes } from './feedback.routes';

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
  seeds: [demoFeedbackSeed],
};
