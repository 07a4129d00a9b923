import { titles } from './define';
import { DELIVERY_PERMS, JOB_PERMS, PERSON_JOB_PERMS } from './perms';
import type { TStandaloneScreenDef } from './types';

/**
 * The standalone screens (SPEC §2.2): full pages outside the back-office layout (printing,
 * review pages, copies) for signed-in users, each opened by any of its permissions (none: every
 * signed-in user; the server still checks each object's ownership).
 */
export const STANDALONE_SCREENS = [
  {
    key: 'g050102:copy',
    layout: 'standalone',
    path: 'g050102/add/:id/:type',
    titles: titles('复制职位', 'Copy posting'),
    permissions: [JOB_PERMS.add],
    module: { file: 'features/jobs/routes/job-copy-page.tsx', export: 'JobCopyPage' },
    from: 'g050103',
    api: 'jobs',
  },
  {
    key: 'g070102:info',
    layout: 'standalone',
    path: 'g070102/info',
    titles: titles('职位审核详情', 'Posting under review'),
    permissions: [JOB_PERMS.reviewList],
    module: { file: 'features/jobs/routes/job-review-page.tsx', export: 'JobReviewPage' },
    from: 'g070102',
    api: 'jobs',
  },
  {
    key: 'g010704:index',
    layout: 'standalone',
    path: 'g010704/index',
    titles: titles('职位订阅', 'Job alerts'),
    permissions: [PERSON_JOB_PERMS.alerts],
    module: { file: 'features/job-alerts/routes/job-alerts-page.tsx', export: 'JobAlertsPage' },
    from: 'g010702:collect',
    api: 'job-alerts',
  },
  {
    key: 'g070104:resume',
    layout: 'standalone',
    path: 'g070104/resume',
    titles: titles('我的默认简历', 'Default resume'),
    module: { file: 'features/resumes/routes/resume-page.tsx', export: 'ResumePage' },
    from: 'g010501',
    api: 'resumes',
  },
  {
    key: 'g070104:resume-view',
    layout: 'standalone',
    path: 'g070104/resume/:id/:title',
    titles: titles('简历', 'Resume'),
    module: { file: 'features/resumes/routes/resume-page.tsx', export: 'ResumePage' },
    api: 'resumes',
  },
  {
    key: 'g010701:info',
    layout: 'standalone',
    path: 'g010701/info',
    titles: titles('职位打印', 'Print posting'),
    module: { file: 'features/jobs/routes/job-print-page.tsx', export: 'JobPrintPage' },
    api: 'jobs',
  },
  {
    key: 'g010702:info_td',
    layout: 'standalone',
    path: 'g010702/info_td',
    titles: titles('投递详情', 'Application details'),
    permissions: [DELIVERY_PERMS.personList, DELIVERY_PERMS.orgList, DELIVERY_PERMS.staffList],
    module: { file: 'features/deliveries/routes/delivery-detail-page.tsx', export: 'DeliveryDetailPage' },
    from: 'g010702:deliver',
    api: 'deliveries',
  },
  {
    key: 'g010703:index',
    layout: 'standalone',
    path: 'g010703/index',
    titles: titles('面试详情', 'Interview'),
    permissions: [DELIVERY_PERMS.personList, DELIVERY_PERMS.interviews],
    module: { file: 'features/deliveries/routes/interview-page.tsx', export: 'InterviewPage' },
    from: 'g010702:deliver',
    api: 'deliveries',
  },
  {
    key: 'g020101:addOne',
    layout: 'standalone',
    path: 'g020101/addOne/:id/:gad002/:gad021/:type',
    titles: titles(
      '个人人才项目申报：申报人信息',
      'Talent programme application (individual): applicant information',
    ),
    module: {
      file: 'features/programs/routes/application-step-one-page.tsx',
      export: 'ApplicationStepOnePage',
    },
    from: 'g020101',
    api: 'programs',
  },
  {
    key: 'g020101:addTwo',
    layout: 'standalone',
    path: 'g020101/addTwo/:id/:gad002/:gad021/:type',
    titles: titles(
      '个人人才项目申报：申报材料与承诺',
      'Talent programme application (individual): materials and declaration',
    ),
    module: {
      file: 'features/programs/routes/application-step-two-page.tsx',
      export: 'ApplicationStepTwoPage',
    },
    from: 'g020101',
    api: 'programs',
  },
  {
    key: 'g020102:addOne',
    layout: 'standalone',
    path: 'g020102/addOne/:id/:gad002/:gad021/:type',
    titles: titles(
      '单位人才项目申报：申报人信息',
      'Talent programme application (organisation): applicant information',
    ),
    module: {
      file: 'features/programs/routes/application-step-one-page.tsx',
      export: 'ApplicationStepOnePage',
    },
    from: 'g020102',
    api: 'programs',
  },
  {
    key: 'g020102:addTwo',
    layout: 'standalone',
    path: 'g020102/addTwo/:id/:gad002/:gad021/:type',
    titles: titles(
      '单位人才项目申报：申报材料与承诺',
      'Talent programme application (organisation): materials and declaration',
    ),
    module: {
      file: 'features/programs/routes/application-step-two-page.tsx',
      export: 'ApplicationStepTwoPage',
    },
    from: 'g020102',
    api: 'programs',
  },
] as const satisfies readonly TStandaloneScreenDef[];
