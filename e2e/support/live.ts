import type { Locator, Page } from '@playwright/test';

/** The live pop-up a pushed message raises, narrowed by texts it must contain. */
export const liveNotice = (page: Page, ...texts: string[]) =>
  texts.reduce(
    (notice, text) => notice.filter({ hasText: text }),
    page.locator('.ant-notification-notice').filter({ hasText: 'you have new messages' }),
  );

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

/** Starts watching for the live notice of a pushed message (see `watchFor`). */
export const watchLiveNotice = (page: Page, ...texts: string[]) => watchFor(liveNotice(page, ...texts));
