/**
 * First-load weight of the public entry pages: loads each page in Debian's Chromium against the
 * production build and prints the gzipped bytes of every JS and CSS file it fetched.
 * Budget (issue "Platform foundation"): 200 KB gzipped per page.
 */
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumLaunch } from '../e2e/support/chromium';
import { startServer } from './lib/server';

const PAGES = ['/rcwb/login', '/rcwb/recruitment/zoneHome'];
const BUDGET_KB = 200;

const server = await startServer();
const browser = await chromium.launch(chromiumLaunch);
let overBudget = false;
try {
  for (const page of PAGES) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const assets: { url: string; type: string; raw: number; gz: number }[] = [];
    const pending: Promise<void>[] = [];
    tab.on('response', (res) => {
      const type = res.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        res.body().then((body) => {
          assets.push({
            url: new URL(res.url()).pathname,
            type,
            raw: body.length,
            gz: zlib.gzipSync(body, { level: 9 }).length,
          });
        }),
      );
    });
    await tab.goto(`${server.url}${page}`, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    const kb = (n: number) => (n / 1024).toFixed(1);
    const total = assets.reduce((s, a) => s + a.gz, 0);
    console.log(`\n${page}`);
    for (const a of assets.sort((x, y) => y.gz - x.gz))
      console.log(`  ${kb(a.gz).padStart(7)} KB gz  ${kb(a.raw).padStart(7)} KB  ${a.url}`);
    console.log(
      `  total: ${kb(total)} KB gz in ${assets.length} files (budget ${BUDGET_KB} KB)${total > BUDGET_KB * 1024 ? '  OVER BUDGET' : ''}`,
    );
    overBudget ||= total > BUDGET_KB * 1024;
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
if (overBudget) process.exitCode = 1;
