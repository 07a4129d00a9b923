/**
 * Lighthouse (mobile: a mid-range phone on slow 4G, simulated) on the public pages a visitor
 * lands on, against the production build with the demo data, in Debian's Chromium.
 * Aim: performance ≥ 95 and accessibility 100 on each page. Prints both scores, the metrics
 * behind performance, and every audit that costs a point, so a low score says what to fix.
 * CHROME_PATH (or CHROMIUM_PATH) names another Chromium; LIGHTHOUSE_RUNS the runs per page
 * (median performance is reported). Lighthouse's simulation multiplies the CPU time it observes
 * by 4 (a phone), which assumes an otherwise idle desktop: on a busy machine its benchmark index
 * (printed) drops and so do the scores; LIGHTHOUSE_CPU_SLOWDOWN sets another multiplier.
 * LIGHTHOUSE_PAGES (words of the paths, comma-separated) runs some of the pages only.
 * LIGHTHOUSE_REPORT_DIR keeps each run's full report (JSON, viewable in Lighthouse's viewer).
 * LIGHTHOUSE_THROTTLING=devtools loads each page through Chromium's own throttling instead of
 * Lighthouse's simulation of one unthrottled load (which models request priorities and preloads
 * only roughly): slower, and a cross-check when the two disagree.
 *
 * The pages are loaded as a deployment serves them (docs/deploy.md): through nginx over HTTPS and
 * HTTP/2, assets from disk, answers compressed. LIGHTHOUSE_SHAPE=node loads them from the node
 * alone (HTTP/1.1, nothing compressed but the assets), `both` runs each page both ways, one after
 * the other, and prints them side by side; the aim is judged on the deployed shape.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromiumLaunch } from '../e2e/support/chromium';
import { stopAndRemove } from './lib/processes';
import { behindNginx } from './lib/nginx';
import { startServer } from './lib/server';

const ALL_PAGES = [
  '/rcwb/recruitment/zoneHome',
  '/rcwb/recruitment/findJob',
  '/rcwb/recruitment/jobInfo?id=1',
  '/rcwb/talentPolicy',
];
/** LIGHTHOUSE_PAGES=findJob,jobInfo runs only the pages whose path contains one of the words. */
const PAGES = process.env.LIGHTHOUSE_PAGES
  ? ALL_PAGES.filter((p) => process.env.LIGHTHOUSE_PAGES!.split(',').some((w) => p.includes(w)))
  : ALL_PAGES;
const AIM = { performance: 95, accessibility: 100 };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CPU_SLOWDOWN = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? 4);
/** `devtools` throttles the real load (Chromium's own network and CPU throttling) instead of simulating it. */
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
type TShape = 'deployed' | 'node';
const SHAPES: readonly TShape[] = (
  { deployed: ['deployed'], node: ['node'], both: ['deployed', 'node'] } as const
)[(process.env.LIGHTHOUSE_SHAPE ?? 'deployed') as 'deployed' | 'node' | 'both'];
if (!SHAPES) throw new Error('LIGHTHOUSE_SHAPE is deployed (the default), node or both');
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

type TChrome = { port: number; stop: () => Promise<void> };

/** Chromium with a DevTools port for Lighthouse to drive (its own launcher would download one). */
async function startChromium(): Promise<TChrome> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'rcwb-lighthouse-'));
  const child: ChildProcess = spawn(
    process.env.CHROME_PATH ?? chromiumLaunch.executablePath,
    [
      ...chromiumLaunch.args,
      '--headless=new',
      // nginx's certificate in the deployed shape is self-signed.
      '--ignore-certificate-errors',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${seen}`)));
  });
  return {
    port,
    stop: () => stopAndRemove(child, profile),
  };
}

type TResult = {
  benchmarkIndex: number;
  performance: number;
  accessibility: number;
  metrics: string[];
  findings: string[];
};

async function audit(url: string, port: number): Promise<TResult> {
  const run = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    throttlingMethod: THROTTLING,
    throttling: {
      rttMs: 150,
      throughputKbps: 1638.4,
      requestLatencyMs: 150 * 3.75,
      downloadThroughputKbps: 1638.4 * 0.9,
      uploadThroughputKbps: 750 * 0.9,
      cpuSlowdownMultiplier: CPU_SLOWDOWN,
    },
  });
  if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = run;
  const reports = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reports) {
    fs.mkdirSync(reports, { recursive: true });
    const name = new URL(url).pathname.split('/').pop();
    fs.writeFileSync(path.join(reports, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metrics = METRICS.map((id) => `${id} ${lhr.audits[id]?.displayValue ?? '?'}`);
  // Accessibility audits that failed, and the performance audits that say why a metric is slow.
  const failing = new Set([
    ...(lhr.categories.accessibility?.auditRefs ?? []).filter((r) => r.weight > 0).map((r) => r.id),
    ...(lhr.categories.performance?.auditRefs ?? []).map((r) => r.id),
  ]);
  const findings = Object.values(lhr.audits)
    .filter((a) => failing.has(a.id) && a.score !== null && a.score < 0.9 && !METRICS.includes(a.id))
    .map((a) => {
      const items = (a.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
      const where = items
        .slice(0, 3)
        .map((item) => {
          const node = item.node as { snippet?: string } | undefined;
          return node?.snippet ?? (typeof item.url === 'string' ? item.url : '');
        })
        .filter(Boolean);
      return `${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}${where.length ? `\n        ${where.join('\n        ')}` : ''}`;
    });
  return {
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    performance: score('performance'),
    accessibility: score('accessibility'),
    metrics,
    findings,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * One run, tried once more when Lighthouse reports a run-time error of its own (on this machine
 * now and then a trace it could not read): the page is the same, the run is not counted twice.
 */
async function auditRetried(url: string, port: number): Promise<TResult> {
  try {
    return await audit(url, port);
  } catch (error) {
    console.log(`  (run failed, tried again: ${(error as Error).message.split('\n')[0]})`);
    return audit(url, port);
  }
}

const server = await startServer();
const front = SHAPES.includes('deployed') ? await behindNginx(server.url) : undefined;
const origins = { deployed: front?.url, node: server.url };
const chrome = await startChromium();
let short = false;
try {
  console.log(
    `Lighthouse ${RUNS}× per page, mobile profile (simulated slow 4G, ${CPU_SLOWDOWN}× CPU slowdown); ${SHAPES.map((s) => (s === 'deployed' ? 'through nginx (HTTPS, HTTP/2)' : 'from the node alone (HTTP/1.1)')).join(', then ')}`,
  );
  for (const page of PAGES) {
    console.log(`\n${page}`);
    for (const shape of SHAPES) {
      const runs: TResult[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await auditRetried(`${origins[shape]}${page}`, chrome.port));
      const performance = median(runs.map((r) => r.performance));
      const typical = runs.find((r) => r.performance === performance)!;
      const accessibility = Math.min(...runs.map((r) => r.accessibility));
      const miss = performance < AIM.performance || accessibility < AIM.accessibility;
      if (shape === SHAPES[0]) short ||= miss;
      console.log(
        `  ${shape}: performance ${performance} (runs ${runs.map((r) => r.performance).join(', ')}), accessibility ${accessibility}${miss ? '  SHORT OF THE AIM' : ''}; benchmark index ${runs.map((r) => r.benchmarkIndex).join(', ')}`,
      );
      console.log(`    ${typical.metrics.join(' · ')}`);
      for (const finding of typical.findings) console.log(`      - ${finding}`);
    }
  }
  console.log(
    `\nAim (${SHAPES[0]}): performance ≥ ${AIM.performance} and accessibility ${AIM.accessibility} on every page${short ? ': NOT MET' : ': met'}`,
  );
} finally {
  await chrome.stop();
  await front?.stop();
  await server.stop();
}
if (short) process.exitCode = 1;
