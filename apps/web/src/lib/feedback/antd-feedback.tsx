import { ConfigProvider, Modal, message, notification } from 'antd';
import { appTheme } from '@/app/theme';
import type { ConfirmOptions } from '@/lib/api/notifier';
import { currentLocale } from '@/lib/i18n';
import { antdLocaleOf } from '@/lib/i18n/antd-locale';

// Static methods render outside the React tree; holderRender gives them the app's theme and locale.
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider theme={appTheme} locale={antdLocaleOf(currentLocale())}>
      {children}
    </ConfigProvider>
  ),
});

export const showError = (text: string, seconds?: number) => void message.error(text, seconds);
export const showWarning = (text: string, seconds?: number) => void message.warning(text, seconds);
export const showSuccess = (text: string) => void message.success(text);
/** Duration 0 keeps the loader until the returned function closes it. */
export const showLoading = (text: string): (() => void) => message.loading(text, 0);

export const showNotification = (title: string, description?: string) =>
  notification.info({ title, description, placement: 'topRight' });

export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({
      ...options,
      // SPEC §9: dialogs do not close on a backdrop click; Escape still cancels.
      mask: { closable: false },
      autoFocusButton: 'ok',
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
