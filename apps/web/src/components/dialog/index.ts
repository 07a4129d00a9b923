export { AppDialog } from './app-dialog';
export type { AppDialogProps } from './app-dialog';
export { confirmDialog } from './confirm';
export type { ConfirmDialogOptions } from './confirm';
