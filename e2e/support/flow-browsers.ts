import { readFile } from 'node:fs/promises';
import { type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { type NewAccount, completePersonProfile, registerPerson } from './accounts';
import { signIn } from './sign-in';

/**
 * The browsers of a serial flow spec, one desktop-sized context per party: opened as the flow
 * needs them and all closed once the spec is done (`test.afterAll(browsers.closeAll)`).
 */
export function flowBrowsers() {
  const contexts: BrowserContext[] = [];

  /** A context of its own (closed with the others), for a visitor or a party signed in later. */
  async function fresh(browser: Browser): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    return context.newPage();
  }

  /** A demo account (or one the flow made) signed in on the back-office home. */
  async function signedIn(browser: Browser, username: string, password?: string): Promise<Page> {
    const page = await fresh(browser);
    await signIn(page, username, password);
    return page;
  }

  /**
   * A person who registers through /register (the SMS code read in an administrator's browser)
   * and completes the Gc01 profile: Bachelor's degree, Fuzhou, on the back-office home.
   */
  async function newPerson(
    browser: Browser,
    person: NewAccount & { name: string; idNumber: string },
  ): Promise<Page> {
    const page = await fresh(browser);
    await registerPerson(page, browser, person);
    await completePersonProfile(page);
    return page;
  }

  return {
    fresh,
    signedIn,
    newPerson,
    track: (context: BrowserContext) => contexts.push(context),
    closeAll: async () => {
      await Promise.all(contexts.map((c) => c.close()));
    },
  };
}

/** Clicks a "Download PDF" button and reads the file the browser saved: its name and bytes. */
export async function downloadedFile(page: Page, button: Locator) {
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}
