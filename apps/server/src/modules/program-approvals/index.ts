import { APPROVAL_PERMS } from '@rcwb/shared';
import type { TModule } from '../../core/module';
import { waitingForReviewers } from './approvals.repository';
import { approvalRoutes } from './approvals.routes';
import { demoApprovalsSeed } from './demo-approvals';

/**
 * Reviewers' approvals of talent program applications (issue 20, g060101/g060102 individuals,
 * g060104/g060105 organisations): a batch's applications with bulk actions and export, an
 * application's dossier, the reviewers' decisions on the workflow engine, and the choice of
 * experts from the expert library without conflicts.
 */
export const programApprovalsModule: TModule = {
  name: 'program-approvals',
  routes: approvalRoutes,
  seeds: [demoApprovalsSeed],
  reviewQueues: (deps) => [
    {
      key: 'program-persons',
      screen: 'g060102',
      perm: APPROVAL_PERMS.list,
      waiting: () => waitingForReviewers(deps.db, 'person'),
    },
    {
      key: 'program-orgs',
      screen: 'g060105',
      perm: APPROVAL_PERMS.list,
      waiting: () => waitingForReviewers(deps.db, 'org'),
    },
  ],
};
