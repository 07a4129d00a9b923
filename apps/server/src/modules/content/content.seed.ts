import { sql } from 'drizzle-orm';
import type { TSeedStep } from '../../core/module';
import { announcements, articles } from '../../db/schema';

const published = { status: 'published' as const, publishedAt: sql`now()` };

/** Demo news and announcements (banners need uploaded pictures, so editors add those). */
export const contentDemoSeed: TSeedStep = {
  name: 'content:demo',
  demo: true,
  async run({ db }) {
    // prettier-ignore
    await db.insert(articles).values([
      { ...published, title: '2026年度高层次人才认定工作启动', summary: '即日起受理2026年度高层次人才认定申报。', source: '市人才办', highlight: true, body: '<p>申报时间为即日起至6月30日。</p>' },
      { ...published, title: '数字经济人才专场招聘会将于下月举办', summary: '百余家数字经济企业提供岗位3000余个。', source: '市人社局', highlight: false, body: '<p>欢迎广大求职者参加。</p>' },
      { ...published, title: 'Technology transfer fair connects 40 universities with local firms', summary: 'Over 200 achievements were presented at the fair.', source: 'Science and Technology Bureau', highlight: true, body: '<p>Deals worth 120 million yuan were signed.</p>' },
      { status: 'draft', title: '草稿新闻', summary: '未发布', source: '', highlight: false, body: '' },
    ]);
    // prettier-ignore
    await db.insert(announcements).values([
      { ...published, title: '关于2026年度人才住房补贴申报的通知', pinned: true, body: '<p>请符合条件的人才于5月31日前提交申请。</p>' },
      { ...published, title: '系统维护公告', pinned: false, body: '<p>本周六 22:00–24:00 系统维护。</p>' },
    ]);
  },
};
