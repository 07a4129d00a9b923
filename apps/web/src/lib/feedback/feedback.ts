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

const run = (use: (m: AntdFeedback) => void) => {
  load().then(use, (error: unknown) => console.error('feedback UI failed to load', error));
};

export const feedback: Notifier & {
  notify(title: string, description?: string): void;
  /** A short success toast that outlives the screen showing it (e.g. saved, then back to the list). */
  success(text: string): void;
} = {
  error: (text, seconds) => run((m) => m.showError(text, seconds)),
  warning: (text, seconds) => run((m) => m.showWarning(text, seconds)),
  loading: (text) => {
    let close: (() => void) | undefined;
    let closed = false;
    run((m) => {
      if (!closed) close = m.showLoading(text);
    });
    return () => {
      closed = true;
      close?.();
    };
  },
  confirm: (options) => load().then((m) => m.confirm(options)),
  notify: (title, description) => run((m) => m.showNotification(title, description)),
  success: (text) => run((m) => m.showSuccess(text)),
};
