import type { Page } from '@playwright/test';

/** The live pop-up a pushed message raises, narrowed by texts it must contain. */
export const liveNotice = (page: Page, ...texts: string[]) =>
  texts.reduce(
    (notice, text) => notice.filter({ hasText: text }),
    page.locator('.ant-notification-notice').filter({ hasText: 'you have new messages' }),
  );

/**
 * Starts watching for a live notice before the action that raises it, and returns the check.
 * The pop-up closes itself after a few seconds, so a check started only after the other side's
 * own assertions can miss it on a busy machine.
 */
export function watchLiveNotice(page: Page, ...texts: string[]): () => Promise<void> {
  const seen = liveNotice(page, ...texts)
    .first()
    .waitFor({ state: 'visible', timeout: 60_000 })
    .then(
      () => undefined,
      (error: unknown) => error,
    );
  return async () => {
    const error = await seen;
    if (error) throw error;
  };
}
