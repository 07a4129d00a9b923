export type {
  ActionContext,
  ActionDef,
  ColumnDef,
  FieldDef,
  FilterDef,
  FormMode,
  ListParams,
  Option,
  OptionsQuery,
  ResourceDef,
  ToolbarActionDef,
  ValueType,
} from './types';
export { defineFields, defineResource } from './types';
export { ResourcePage } from './resource-page';
export {
  REVIEW_ACTIONS,
  type ReasonSpec,
  type ReusableReasons,
  type ReviewAction,
  type ReviewActionDef,
  type ReviewDef,
} from './review';
export { reviewRowActions, withReviewActions } from './review-actions';
export { ReviewReasonDialog } from './review-reason-dialog';
export { ReviewButtons } from './review-buttons';
export { ResourceList, type DialogProps, type DialogRenderers } from './resource-list';
export { FormDialog, type FormDialogProps } from './form-dialog';
export { ResourceFields, fieldsFor } from './resource-fields';
export { DetailDrawer } from './detail-drawer';
export { ExportButton } from './export-button';
export { FilterPanel } from './filter-panel';
export { ResourceTable, type TSelection } from './resource-table';
export { useListState } from './use-list-state';
export { useCan } from './use-can';
export { applyServerErrors, serverFieldErrors } from './server-errors';
export { parseListState, toApiParams, toFilterParams, writeListState, type ListState } from './list-state';
