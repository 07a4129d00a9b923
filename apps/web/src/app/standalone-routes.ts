import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { useSession } from '@/stores/session-store';
import { type AccessRule, canAccess } from './route-access';
import { ensureSession } from './session-loader';

const screen =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

/**
 * A standalone screen (SPEC §2.2): a full page outside the layout (printing, review pages,
 * copies), for signed-in users; without the rule's access it answers /401.
 */
function standalone<M>(
  path: string,
  rule: AccessRule,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): RouteObject {
  return {
    path,
    loader: async ({ request }: LoaderFunctionArgs) => {
      await ensureSession(request);
      if (!canAccess(rule, useSession.getState())) throw redirect('/401');
      return null;
    },
    shouldRevalidate: () => true,
    lazy: screen(load, pick),
  };
}

export const standaloneRoutes: RouteObject[] = [
  standalone(
    'g050102/add/:id/:type',
    { permissions: ['g05:job:add'] },
    () => import('@/features/jobs/routes/job-copy-page'),
    (m) => m.JobCopyPage,
  ),
  standalone(
    'g070102/info',
    { permissions: ['g07:job:list'] },
    () => import('@/features/jobs/routes/job-review-page'),
    (m) => m.JobReviewPage,
  ),
  standalone(
    'g010704/index',
    { permissions: ['g01:alert:manage'] },
    () => import('@/features/job-alerts/routes/job-alerts-page'),
    (m) => m.JobAlertsPage,
  ),
  standalone(
    'g070104/resume',
    {},
    () => import('@/features/resumes/routes/resume-page'),
    (m) => m.ResumePage,
  ),
  standalone(
    'g070104/resume/:id/:title',
    {},
    () => import('@/features/resumes/routes/resume-page'),
    (m) => m.ResumePage,
  ),
  standalone(
    'g010701/info',
    {},
    () => import('@/features/jobs/routes/job-print-page'),
    (m) => m.JobPrintPage,
  ),
  standalone(
    'g010702/info_td',
    { permissions: ['g01:delivery:list', 'g05:delivery:list', 'g07:delivery:list'] },
    () => import('@/features/deliveries/routes/delivery-detail-page'),
    (m) => m.DeliveryDetailPage,
  ),
  standalone(
    'g010703/index',
    { permissions: ['g01:delivery:list', 'g05:interview:list'] },
    () => import('@/features/deliveries/routes/interview-page'),
    (m) => m.InterviewPage,
  ),
];
