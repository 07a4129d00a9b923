/**
 * First-load weight of the public entry pages: loads each page in Debian's Chromium against the
 * production build and prints the gzipped bytes of every JS and CSS file it fetched.
 * Budget (issue "Platform foundation"): 200 KB gzipped per page; aim (issue 23): 150 KB.
 * Then the same pages on a phone profile (390×844, 4× slower CPU, a slow 4G link), loaded as a
 * deployment serves them (nginx, HTTPS, HTTP/2): time to the largest contentful paint and to the
 * load event, the main thread's blocking time (each task's time over 50 ms, from the first paint
 * until the network is idle, as Lighthouse counts it but from the real load) and its total busy
 * time, cold cache, median of a few runs. The blocking and busy times move less between runs than
 * Lighthouse's simulated score, which makes them the figure to compare two builds by.
 * FIRST_LOAD_PAGES (words of the paths) runs some pages only; PHONE_RUNS the loads per page.
 */
import zlib from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';
import { chromiumLaunch } from '../e2e/support/chromium';
import { behindNginx } from './lib/nginx';
import { startServer } from './lib/server';

// The job and company pages load their route chunk even for a missing id: the place map must stay
// out of that chunk (it is fetched only when a page has a place to draw).
const ALL_PAGES = [
  '/rcwb/login',
  '/rcwb/recruitment/zoneHome',
  '/rcwb/recruitment/findJob',
  '/rcwb/recruitment/jobInfo?id=1',
  '/rcwb/recruitment/companyInfo?id=1',
  '/rcwb/talentPolicy',
  '/rcwb/recruitment/jobFairs',
  '/rcwb/recruitment/flexibleEmployment',
];
/** FIRST_LOAD_PAGES=findJob,jobInfo runs only the pages whose path contains one of the words. */
const PAGES = process.env.FIRST_LOAD_PAGES
  ? ALL_PAGES.filter((p) => process.env.FIRST_LOAD_PAGES!.split(',').some((w) => p.includes(w)))
  : ALL_PAGES;
const BUDGET_KB = 200;
const AIM_KB = 150;
/** Lighthouse's "slow 4G" link and a mid-range phone's CPU. */
const PHONE = {
  latencyMs: 150,
  downKbps: 1_600,
  upKbps: 750,
  cpuSlowdown: 4,
  runs: Number(process.env.PHONE_RUNS ?? 3),
};

type TPhoneLoad = { lcp: number; load: number; blocking: number; busy: number };

/** One cold phone load: its paints and load (ms since navigation) and its main thread's time (ms). */
async function phoneLoad(browser: Browser, url: string): Promise<TPhoneLoad> {
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: (PHONE.downKbps * 1024) / 8,
    uploadThroughput: (PHONE.upKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  await cdp.send('Performance.enable');
  // Long tasks are not buffered for a late observer: one is registered before the page's scripts.
  await tab.addInitScript(() => {
    const tasks: [number, number][] = [];
    (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) tasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask' });
  });
  await tab.goto(url, { waitUntil: 'load' });
  await tab.waitForLoadState('networkidle');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const busy = (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
  const timing = await tab.evaluate(
    () =>
      new Promise<Omit<TPhoneLoad, 'busy'>>((resolve) => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
        const tasks = (window as unknown as { __longTasks: [number, number][] }).__longTasks;
        // A task under way at the first paint counts from the paint on, as in Lighthouse.
        const blocking = tasks.reduce(
          (sum, [start, duration]) => sum + Math.max(0, Math.min(duration, start + duration - fcp) - 50),
          0,
        );
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve({ lcp: entries[entries.length - 1]!.startTime, load: nav.loadEventEnd, blocking });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await context.close();
  return { ...timing, busy };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const server = await startServer();
const browser = await chromium.launch(chromiumLaunch);
let overBudget = false;
const totals: string[] = [];
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
      `  total: ${kb(total)} KB gz in ${assets.length} files (budget ${BUDGET_KB} KB, aim ${AIM_KB} KB)${total > BUDGET_KB * 1024 ? '  OVER BUDGET' : total > AIM_KB * 1024 ? '  over the aim' : ''}`,
    );
    totals.push(`  ${page}: ${kb(total)} KB`);
    overBudget ||= total > BUDGET_KB * 1024;
    await context.close();
  }
  console.log(`\nFirst load, KB gzipped:\n${totals.join('\n')}`);
  console.log(
    `\nPhone profile through nginx (HTTPS, HTTP/2): ${PHONE.cpuSlowdown}× CPU slowdown, ${PHONE.latencyMs} ms latency, ${PHONE.downKbps} kbit/s down; median of ${PHONE.runs} cold loads`,
  );
  const front = await behindNginx(server.url);
  try {
    for (const page of PAGES) {
      const runs: TPhoneLoad[] = [];
      for (let i = 0; i < PHONE.runs; i++) runs.push(await phoneLoad(browser, `${front.url}${page}`));
      const ms = (key: keyof TPhoneLoad) => `${Math.round(median(runs.map((r) => r[key])))} ms`;
      console.log(
        `  ${page}: largest contentful paint ${ms('lcp')}, load ${ms('load')}, blocking ${ms('blocking')}, main thread busy ${ms('busy')}`,
      );
    }
  } finally {
    await front.stop();
  }
} finally {
  await browser.close();
  await server.stop();
}
if (overBudget) process.exitCode = 1;
