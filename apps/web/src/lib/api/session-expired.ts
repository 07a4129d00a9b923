import type { Translate } from './messages';
import type { Notifier } from './notifier';

// Module-level on purpose: every client instance and every concurrent 401 share one dialog.
let dialogOpen = false;

/**
 * Shows the session-expired confirm unless one is already open (SPEC §4). Confirming runs
 * `onConfirm` (log out, go to /login); cancelling just closes it.
 */
export async function showSessionExpired(
  notifier: Notifier,
  t: Translate,
  onConfirm: () => void,
): Promise<void> {
  if (dialogOpen) return;
  dialogOpen = true;
  try {
    const confirmed = await notifier.confirm({
      title: t('sessionExpiredDialog.title'),
      content: t('sessionExpiredDialog'),
      okText: t('sessionExpiredDialog.confirm'),
      cancelText: t('sessionExpiredDialog.cancel'),
    });
    if (confirmed) onConfirm();
  } finally {
    dialogOpen = false;
  }
}
