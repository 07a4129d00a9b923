/**
 * The workflow engine (ADR "workflow engine"): approval processes stored as versioned data and run
 * by a small interpreter on PostgreSQL. Modules own their applications and hand the engine the
 * kind, the subject and the actor; the engine owns where an application stands, who may act, the
 * timeline, deadlines and the applicant's messages.
 */
export {
  ACTIVE_STATUSES,
  END_TARGETS,
  WORKFLOW_ACTIONS,
  WORKFLOW_STATUSES,
  ZProcessDefinition,
  defineProcess,
  definitionProblems,
  stepOf,
  type TProcessDefinition,
  type TProcessDefinitionInput,
  type TStep,
  type TWorkflowAction,
  type TWorkflowStatus,
} from './definition';
export { decide, decideSubmit, deadlinesOf, mayAct, type TWorkflowActor } from './interpreter';
export {
  act,
  openInstance,
  publishDefinition,
  submitInstance,
  type TActInput,
  type TOpenInput,
  type TWorkflowDeps,
  type TWorkflowResult,
} from './engine';
export { WORKFLOW_DEADLINE_JOB, runDeadlines, workflowDeadlineJob } from './deadlines';
export { type TTimelineEntry, type TWorkflowView, viewOf, workflowView } from './view';
export {
  definitionById,
  definitionVersions,
  latestDefinition,
  type TInstanceRow,
  type TStoredDefinition,
} from './repository';
