// What other features use of talent programs: the review progress and its timeline (approvals).
export {
  ApplicationProgress,
  ApplicationStatusTag,
  formatWhen,
  nameIn,
} from './components/application-progress';
export type { ApplicationView, TBilingual, WorkflowStatus } from './api/applications';
