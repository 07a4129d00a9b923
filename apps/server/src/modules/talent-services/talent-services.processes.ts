import { TALENT_SERVICE_PERMS } from '@rcwb/shared';
import { defineProcess } from '../../core/workflow';

const name = (zh: string, en: string) => ({ en, 'zh-CN': zh });

/** Ask for changes or say no, with the opinion the applicant is told. */
/** Those who decide (the administrator's wildcard holds both permissions). */
const recognitionReviewers = { perms: [TALENT_SERVICE_PERMS.recognitionReview] };
const serviceReviewers = { perms: [TALENT_SERVICE_PERMS.serviceReview] };

const sendBack = [
  { action: 'return' as const, next: '$returned', opinionRequired: true },
  { action: 'reject' as const, next: '$rejected', opinionRequired: true },
];

export const RECOGNITION_PROCESS = 'talent-recognition';
export const SERVICE_PROCESS = 'talent-service';

/**
 * Talent recognition (g090202): a preliminary check of the evidence, which may send it back for
 * correction, then the final decision that recognises the tier.
 */
export const RECOGNITION_DEFINITION = defineProcess({
  key: RECOGNITION_PROCESS,
  name: name('人才认定审核', 'Talent recognition review'),
  steps: [
    {
      key: 'preliminary',
      name: name('材料初审', 'Preliminary check'),
      actors: recognitionReviewers,
      actions: [{ action: 'approve', next: 'final' }, ...sendBack],
      deadlineHours: 5 * 24,
      remindHoursBefore: 24,
    },
    {
      key: 'final',
      name: name('认定审批', 'Final decision'),
      actors: recognitionReviewers,
      actions: [{ action: 'approve', next: '$approved' }, ...sendBack],
      deadlineHours: 5 * 24,
    },
  ],
});

/**
 * A talent service request (g090302): whether the person may have it, its handling, and the
 * grant (for subsidies, with the amount and period).
 */
export const SERVICE_DEFINITION = defineProcess({
  key: SERVICE_PROCESS,
  name: name('人才服务办理', 'Talent service handling'),
  steps: [
    {
      key: 'eligibility',
      name: name('资格审核', 'Eligibility check'),
      actors: serviceReviewers,
      actions: [{ action: 'approve', next: 'handling' }, ...sendBack],
      deadlineHours: 3 * 24,
    },
    {
      key: 'handling',
      name: name('业务办理', 'Handling'),
      actors: serviceReviewers,
      actions: [{ action: 'approve', next: 'grant' }, ...sendBack],
      deadlineHours: 10 * 24,
      remindHoursBefore: 48,
    },
    {
      key: 'grant',
      name: name('办结发放', 'Grant'),
      actors: serviceReviewers,
      actions: [
        { action: 'approve', next: '$approved' },
        { action: 'reject', next: '$rejected', opinionRequired: true },
      ],
      deadlineHours: 5 * 24,
    },
  ],
});
