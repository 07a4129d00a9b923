import { feedback } from '@/lib/feedback/feedback';
import { i18n } from '@/lib/i18n';

export type ConfirmDialogOptions = {
  content: string;
  /** Defaults to the "Notice" title. */
  title?: string;
  okText?: string;
  cancelText?: string;
};

/**
 * Asks a yes/no question in a modal confirm (backdrop click does not close it; Escape cancels).
 * Resolves true when confirmed, false when cancelled. Usable outside React (plain function).
 */
export function confirmDialog(options: ConfirmDialogOptions | string): Promise<boolean> {
  const { content, title, okText, cancelText } = typeof options === 'string' ? { content: options } : options;
  return feedback.confirm({
    content,
    title: title ?? i18n.t('common.notice'),
    okText: okText ?? i18n.t('common.ok'),
    cancelText: cancelText ?? i18n.t('common.cancel'),
  });
}
