import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { STANDALONE_ROUTES, type TStandaloneKey } from '@rcwb/shared';
import { useSession } from '@/stores/session-store';
import { type AccessRule, canAccess } from './route-access';
import type { RouteHandle } from './route-meta';
import { ensureSession } from './session-loader';

type Load = () => Promise<ComponentType>;

/**
 * The page of each standalone screen of the manifest (its `module`). Imports stay literal so the
 * bundler splits them; a manifest entry without a page here is a type error.
 */
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

/**
 * A standalone screen (SPEC §2.2): a full page outside the layout (printing, review pages,
 * copies), for signed-in users; without the rule's access it answers /401. Its manifest title is
 * the page's title (the document title with the dynamic title setting on).
 */
function standalone(key: TStandaloneKey, path: string, rule: AccessRule, load: Load): RouteObject {
  return {
    path,
    handle: { screen: key } satisfies RouteHandle,
    loader: async ({ request }: LoaderFunctionArgs) => {
      await ensureSession(request);
      if (!canAccess(rule, useSession.getState())) throw redirect('/401');
      return null;
    },
    shouldRevalidate: () => true,
    lazy: async () => ({ Component: await load() }),
  };
}

/** The standalone screens of the manifest, each guarded by its permissions (none: any signed-in user). */
export const standaloneRoutes: RouteObject[] = STANDALONE_ROUTES.map((s) =>
  standalone(
    s.key,
    s.path,
    s.permissions.length ? { permissions: s.permissions } : {},
    STANDALONE_PAGES[s.key],
  ),
);
