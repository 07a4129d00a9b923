import type { Page } from '@playwright/test';
import { watchFor } from './watch';

/** The live pop-up a pushed message raises, narrowed by texts it must contain. */
export const liveNotice = (page: Page, ...texts: string[]) =>
  texts.reduce(
    (notice, text) => notice.filter({ hasText: text }),
    page.locator('.ant-notification-notice').filter({ hasText: 'you have new messages' }),
  );

/** Starts watching for the live notice of a pushed message (see `watchFor`). */
export const watchLiveNotice = (page: Page, ...texts: string[]) => watchFor(liveNotice(page, ...texts));
