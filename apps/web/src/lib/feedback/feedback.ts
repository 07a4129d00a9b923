import type { Notifier } from '@/lib/api/notifier';
import type * as AntdFeedbackModule from './antd-feedback';

type AntdFeedback = typeof AntdFeedbackModule;

let pending: Promise<AntdFeedback> | undefined;

/**
 * antd's message/modal/notification load on first use: most visits never show one, and keeping
 * them out of the first chunk keeps the sign-in page inside its size budget.
 */
function load(): Promise<AntdFeedback> {
  pending ??= import('./antd-feedback').catch((error: unknown) => {
    pending = undefined; // allow a later retry, e.g. after the network comes back
    throw error;
  });
  return pending;
}

/** antd's own roots for what is not a dialog: toasts and notifications. */
type TFeedbackRoot = 'message' | 'notification';

/** The roots that have been asked to show something. */
const asked = new Set<TFeedbackRoot>();

const run = (root: TFeedbackRoot, use: (m: AntdFeedback) => void) => {
  asked.add(root);
  load().then(use, (error: unknown) => console.error('feedback UI failed to load', error));
};

/**
 * Settles once every toast and notification asked for so far has been handed to antd, with the
 * roots that were asked. The module loads on first use, so a toast can still be on its way when
 * its screen is gone: web tests wait for it, then close it, before a file's DOM is torn down.
 */
export async function feedbackHandedOver(): Promise<ReadonlySet<TFeedbackRoot>> {
  await pending?.catch(() => undefined);
  return asked;
}

export const feedback: Notifier & {
  notify(title: string, description?: string): void;
  /** A short success toast that outlives the screen showing it (e.g. saved, then back to the list). */
  success(text: string): void;
} = {
  error: (text, seconds) => run('message', (m) => m.showError(text, seconds)),
  warning: (text, seconds) => run('message', (m) => m.showWarning(text, seconds)),
  loading: (text) => {
    let close: (() => void) | undefined;
    let closed = false;
    run('message', (m) => {
      if (!closed) close = m.showLoading(text);
    });
    return () => {
      closed = true;
      close?.();
    };
  },
  confirm: (options) => load().then((m) => m.confirm(options)),
  notify: (title, description) => run('notification', (m) => m.showNotification(title, description)),
  success: (text) => run('message', (m) => m.showSuccess(text)),
};
