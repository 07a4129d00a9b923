import type { ComponentType } from 'react';
import type { TStandaloneKey } from '@rcwb/shared';

type Load = () => Promise<ComponentType>;

/*
 * The code of the signed-in pages the route tables name directly: the shell's own pages and the
 * standalone screens. The route tables reach it through one lazy import (lazy-screen.ts), because
 * the build writes the list of chunks each dynamic import preloads into the module that makes it:
 * here, those lists (antd and the rest of the back office) stay out of the entry every public page
 * downloads. The first of these pages opened costs one more small request. Imports stay literal
 * so the bundler splits them.
 */

/** The shell's pages (local-routes.ts). */
export const SHELL_PAGES = {
  index: async () => (await import('@/features/home/routes/index-page')).IndexPage,
  profile: async () => (await import('@/features/profile/routes/profile-page')).ProfilePage,
  password: async () => (await import('@/features/profile/routes/password-page')).PasswordPage,
} satisfies Record<string, Load>;

export type TShellPage = keyof typeof SHELL_PAGES;

/** The page of each standalone screen of the manifest (its `module`); one missing is a type error. */
export const STANDALONE_PAGES: Record<TStandaloneKey, Load> = {
  'g050102:copy': async () => (await import('@/features/jobs/routes/job-copy-page')).JobCopyPage,
  'g070102:info': async () => (await import('@/features/jobs/routes/job-review-page')).JobReviewPage,
  'g010704:index': async () => (await import('@/features/job-alerts/routes/job-alerts-page')).JobAlertsPage,
  'g070104:resume': async () => (await import('@/features/resumes/routes/resume-page')).ResumePage,
  'g070104:resume-view': async () => (await import('@/features/resumes/routes/resume-page')).ResumePage,
  'g010701:info': async () => (await import('@/features/jobs/routes/job-print-page')).JobPrintPage,
  'g010702:info_td': async () =>
    (await import('@/features/deliveries/routes/delivery-detail-page')).DeliveryDetailPage,
  'g010703:index': async () => (await import('@/features/deliveries/routes/interview-page')).InterviewPage,
  'g020101:addOne': async () =>
    (await import('@/features/programs/routes/application-step-one-page')).ApplicationStepOnePage,
  'g020101:addTwo': async () =>
    (await import('@/features/programs/routes/application-step-two-page')).ApplicationStepTwoPage,
  'g020102:addOne': async () =>
    (await import('@/features/programs/routes/application-step-one-page')).ApplicationStepOnePage,
  'g020102:addTwo': async () =>
    (await import('@/features/programs/routes/application-step-two-page')).ApplicationStepTwoPage,
  'g080501:add': async () => (await import('@/features/archives/routes/document-page')).CertificatePage,
  'g080601:add': async () => (await import('@/features/archives/routes/document-page')).TransferLetterPage,
};
