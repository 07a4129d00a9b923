/* What the programs feature offers other features; anything not exported here stays its own. */
export {
  ApplicationProgress,
  ApplicationStatusTag,
  ReturnedOpinion,
  formatWhen,
  nameIn,
} from './components/application-progress';
export type { ApplicationView, TBilingual, WorkflowStatus } from './api/applications';
