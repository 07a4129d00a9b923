import type { Browser, BrowserContext } from '@playwright/test';

/**
 * What a worker's browser pages said while its tests ran, for a failure's digest: API answers
 * that failed, requests that never got an answer, console errors, and the text of every toast
 * and notification the pages showed. A failed step often only shows that something did not
 * appear; the toast that said why is gone by the time the failure is reported.
 */
type TEntry = { at: number; text: string };
const entries: TEntry[] = [];
const KEPT = 400;

/** Every antd toast and notification, as it appears, is echoed to the console with this mark. */
const TOAST_MARK = '[toast]';
const echoToasts = `(() => {
  const toast = '.ant-message-notice, .ant-notification-notice';
  const echo = () => new MutationObserver((records) => {
    for (const r of records)
      for (const n of r.addedNodes) {
        if (!(n instanceof HTMLElement)) continue;
        for (const t of n.matches(toast) ? [n] : n.querySelectorAll(toast))
          console.debug(${JSON.stringify(TOAST_MARK)}, (t.textContent || '').trim().slice(0, 160));
      }
  }).observe(document.documentElement, { childList: true, subtree: true });
  if (document.documentElement) echo(); else addEventListener('DOMContentLoaded', echo);
})();`;

function record(text: string) {
  entries.push({ at: Date.now(), text });
  if (entries.length > KEPT) entries.splice(0, entries.length - KEPT);
}

async function watch(context: BrowserContext): Promise<void> {
  await context.addInitScript(echoToasts);
  context.on('console', (m) => {
    const text = m.text();
    if (text.startsWith(TOAST_MARK)) record(text);
    else if (m.type() === 'error') record(`[console] ${text.slice(0, 200)}`);
  });
  context.on('response', (r) => {
    if (r.status() >= 400) record(`[${r.status()}] ${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  context.on('requestfailed', (r) => {
    const why = r.failure()?.errorText ?? 'failed';
    // Queries cancelled on navigation or by a newer search are not news.
    if (why !== 'net::ERR_ABORTED') record(`[${why}] ${r.method()} ${new URL(r.url()).pathname}`);
  });
}

/** Watches every context the browser opens from now on: the test's own and those specs open. */
export function watchContexts(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watch(context);
    return context;
  };
}

/** The entries since a time, each with its second since then. */
export function browserLogSince(since: number): string {
  return entries
    .filter((e) => e.at >= since)
    .map((e) => `+${((e.at - since) / 1000).toFixed(1)}s ${e.text}`)
    .join('\n');
}
