import { defineCatalogue } from './types';

/**
 * A person's side of the job search (server modules browse-history and job-alerts, the job and
 * organisation collection kinds): refusals, default alert names and the alert notices.
 */
export const personJobs = defineCatalogue({
  en: {
    'personJobs.salary.range': '{min}–{max}/month',
    'personJobs.salary.negotiable': 'negotiable',
    'history.kindUnknown': 'This kind of page is not kept in the browse history',
    'history.notFound': 'This history entry does not exist or was already removed',
    'alerts.notFound': 'This job alert does not exist or was already deleted',
    'alerts.limit': 'You can keep at most {max} job alerts; delete one you no longer need first',
    'alerts.nameLength': 'The name of a job alert must be 1 to 40 characters',
    'alerts.allPostings': 'All postings',
    'alerts.notice.title': 'New posting for your job alert “{name}”',
    'alerts.notice.body': '“{title}” at {org} matches your job alert “{name}”.',
  },
  'zh-CN': {
    'personJobs.salary.range': '{min}–{max}/月',
    'personJobs.salary.negotiable': '面议',
    'history.kindUnknown': '该类页面不记录浏览历史',
    'history.notFound': '该浏览记录不存在或已删除',
    'alerts.notFound': '该职位订阅不存在或已删除',
    'alerts.limit': '最多可保存 {max} 个职位订阅，请先删除不再需要的订阅',
    'alerts.nameLength': '订阅名称须为 1 至 40 个字符',
    'alerts.allPostings': '全部职位',
    'alerts.notice.title': '职位订阅“{name}”有新职位',
    'alerts.notice.body': '{org} 发布的“{title}”符合您的职位订阅“{name}”。',
  },
});
