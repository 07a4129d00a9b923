// The step timeline of an application on the workflow engine, shared by every area that uses it.
export {
  ReturnedOpinion,
  WorkflowProgress,
  WorkflowStatusTag,
  formatWhen,
  nameIn,
  type TBilingual,
  type WorkflowStatus,
  type WorkflowView,
} from './workflow-progress';
