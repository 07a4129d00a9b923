import {
  ReturnedOpinion as WorkflowReturnedOpinion,
  type WorkflowView,
} from '@/components/workflow-progress';

/** The step timeline lives in components/workflow-progress (programs and archives share it). */
export {
  WorkflowProgress as ApplicationProgress,
  WorkflowStatusTag as ApplicationStatusTag,
  formatWhen,
  nameIn,
} from '@/components/workflow-progress';

/** The reviewers' opinion of a return, in the applicants' words of talent programmes. */
export const ReturnedOpinion = ({ view }: { view: WorkflowView }) => (
  <WorkflowReturnedOpinion view={view} messageKey="programApply.returnedOpinion" />
);
