import type { TModule } from '../../core/module';
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
};
