import { defineCatalogue } from '@rcwb/shared';

/**
 * The strings of a fair's card, which the zone home shows too: they load with the portal's own
 * strings, so the zone home does not fetch the fair pages' whole catalogue for one block.
 */
export const fairCardUi = defineCatalogue({
  en: {
    'fairs.phase.upcoming': 'Upcoming',
    'fairs.phase.ongoing': 'Ongoing',
    'fairs.phase.ended': 'Ended',
    'fairs.kind.onsite': 'Onsite',
    'fairs.kind.online': 'Online',
    'fairs.kind.both': 'Onsite and online',
    'fairs.cancelledBadge': 'Cancelled',
    'fairs.counts': '{orgs} organisations · {postings} postings · {visitors} visitors registered',
    'fairs.upcoming.title': 'Upcoming job fairs',
    'fairs.upcoming.all': 'All job fairs',
    'fairs.upcoming.empty': 'No job fair is planned yet.',
  },
  'zh-CN': {
    'fairs.phase.upcoming': '即将举办',
    'fairs.phase.ongoing': '进行中',
    'fairs.phase.ended': '已结束',
    'fairs.kind.onsite': '现场',
    'fairs.kind.online': '线上',
    'fairs.kind.both': '现场+线上',
    'fairs.cancelledBadge': '已取消',
    'fairs.counts': '{orgs} 家单位 · {postings} 个职位 · {visitors} 人已报名',
    'fairs.upcoming.title': '近期招聘会',
    'fairs.upcoming.all': '全部招聘会',
    'fairs.upcoming.empty': '暂无近期招聘会。',
  },
});
