import { Modal, type ModalProps } from 'antd';

/** antd Modal props, minus the ones this wrapper fixes for every dialog of the app. */
export type AppDialogProps = Omit<
  ModalProps,
  'mask' | 'maskClosable' | 'keyboard' | 'focusable' | 'focusTriggerAfterClose'
>;

/**
 * The app's dialog (SPEC §9 "Dialogs do not close on backdrop click"): a backdrop click never
 * closes it, so a half-filled form is not lost by a stray click; Escape and the close button do
 * (both call `onCancel`); focus stays inside while open and returns to the element that opened
 * it when it closes. Everything else is antd's Modal.
 */
export function AppDialog(props: AppDialogProps) {
  return (
    <Modal
      {...props}
      mask={{ closable: false }}
      keyboard
      focusable={{ trap: true, focusTriggerAfterClose: true }}
    />
  );
}
