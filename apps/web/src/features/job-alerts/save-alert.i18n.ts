import { defineCatalogue } from '@rcwb/shared';

/** The job-alert words of the public search page (save the search as an alert). */
export const saveAlertUi = defineCatalogue({
  en: {
    'personJobs.alerts.save': 'Save as job alert',
    'personJobs.alerts.signInToSave': 'Sign in to save as a job alert',
    'personJobs.alerts.saved': 'Saved as the job alert “{name}”.',
    'personJobs.alerts.saving': 'Saving…',
    'personJobs.alerts.goToAlerts': 'My job alerts',
    'personJobs.alerts.allPostings': 'All postings',
  },
  'zh-CN': {
    'personJobs.alerts.save': '保存为职位订阅',
    'personJobs.alerts.signInToSave': '登录后保存为职位订阅',
    'personJobs.alerts.saved': '已保存为职位订阅“{name}”。',
    'personJobs.alerts.saving': '正在保存…',
    'personJobs.alerts.goToAlerts': '我的职位订阅',
    'personJobs.alerts.allPostings': '全部职位',
  },
});
