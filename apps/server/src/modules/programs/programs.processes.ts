import { defineProcess } from '../../core/workflow';

const name = (zh: string, en: string) => ({ en, 'zh-CN': zh });

/** Ask for changes or say no, with the opinion the applicant is told. */
const sendBack = [
  { action: 'return' as const, next: '$returned', opinionRequired: true },
  { action: 'reject' as const, next: '$rejected', opinionRequired: true },
];

/** Days a notice period lasts when the batch does not say (its `noticeDays` replaces it). */
export const NOTICE_DEFAULT_DAYS = 7;

/**
 * The review of a talent program application (DOMAIN.md flow 2): a preliminary check of the
 * form and materials, experts assigned and scoring independently, the final decision, then the
 * public notice: published, the result stays on notice for the batch's notice days and becomes
 * final by itself when they end; an upheld objection reopens the final decision. `first` is the
 * check that opens the process.
 */
const programProcess = (key: string, title: ReturnType<typeof name>, first: ReturnType<typeof name>) =>
  defineProcess({
    key,
    name: title,
    steps: [
      {
        key: 'preliminary',
        name: first,
        actors: { roles: ['reviewer'] },
        actions: [{ action: 'approve', next: 'assign' }, ...sendBack],
        deadlineHours: 5 * 24,
        remindHoursBefore: 24,
      },
      {
        key: 'assign',
        name: name('分配评审专家', 'Expert assignment'),
        actors: { roles: ['reviewer'] },
        actions: [{ action: 'assign-experts', next: 'scoring' }],
        deadlineHours: 3 * 24,
      },
      {
        key: 'scoring',
        name: name('专家评分', 'Expert scoring'),
        actors: { assigned: true },
        completion: 'all',
        actions: [{ action: 'score', next: 'final' }],
        deadlineHours: 7 * 24,
        remindHoursBefore: 48,
      },
      {
        key: 'final',
        name: name('终审', 'Final decision'),
        actors: { roles: ['reviewer'] },
        actions: [{ action: 'approve', next: 'notice' }, ...sendBack],
        deadlineHours: 5 * 24,
      },
      {
        key: 'notice',
        name: name('公示', 'Public notice'),
        actors: { roles: ['reviewer'] },
        actions: [
          { action: 'publish-notice', next: 'publicity', notice: 'published' },
          { action: 'reject', next: '$rejected', opinionRequired: true },
        ],
      },
      {
        key: 'publicity',
        name: name('公示期', 'Notice period'),
        actors: { roles: ['reviewer'] },
        actions: [
          { action: 'approve', next: '$approved', notice: 'final' },
          { action: 'reopen', next: 'final', notice: 'reopened', opinionRequired: true },
        ],
        deadlineHours: NOTICE_DEFAULT_DAYS * 24,
        onDeadline: 'approve',
      },
    ],
  });

/** The processes a batch can follow (PROGRAM_PROCESSES); published at every start, versioned. */
export const PROGRAM_PROCESS_DEFINITIONS = [
  programProcess(
    'talent-program.person',
    name('个人人才项目评审', 'Individual talent program review'),
    name('资格初审', 'Preliminary check'),
  ),
  programProcess(
    'talent-program.org',
    name('单位人才项目评审', 'Organisation talent program review'),
    name('单位资质审查', 'Organisation qualification check'),
  ),
];
