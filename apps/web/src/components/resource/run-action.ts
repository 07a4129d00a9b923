import type { TFunction } from '@/lib/i18n';
import { isApiError } from '@/lib/api';
import type { ActionContext, ActionDef } from './types';

type Feedback = { success: (text: string) => void };

/**
 * Runs an action once confirmed: a dialog opens by name, anything else runs and, on success,
 * toasts and refreshes the list. Failures were already toasted by the API client.
 */
export async function runAction<R>(
  action: ActionDef<R>,
  row: R,
  ctx: ActionContext<R>,
  feedback: Feedback,
): Promise<void> {
  if (action.dialog) {
    ctx.open(action.dialog, row);
    return;
  }
  if (!action.run) return;
  try {
    await action.run(row, ctx);
  } catch (error) {
    if (isApiError(error)) return;
    throw error;
  }
  if (action.successKey) feedback.success(ctx.t(action.successKey));
  ctx.refresh();
}

export const labelOf = <R>(action: ActionDef<R>, row: R, t: TFunction): string =>
  typeof action.labelKey === 'function' ? t(action.labelKey(row)) : t(action.labelKey);
