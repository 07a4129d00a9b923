import type { Locator } from '@playwright/test';

/**
 * Starts watching for `target` to show before the action that raises it, and returns the check.
 * Toasts and live pop-ups close themselves after a few seconds, so a check started only after
 * other assertions can miss them on a busy machine.
 */
export function watchFor(target: Locator, timeout = 60_000): () => Promise<void> {
  const seen = target
    .first()
    .waitFor({ state: 'visible', timeout })
    .then(
      () => undefined,
      (error: unknown) => error,
    );
  return async () => {
    const error = await seen;
    if (error) throw error;
  };
}
