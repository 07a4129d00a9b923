import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Writes a few lines per failed test (its title, where it failed, the first lines of the error,
 * the last things its browsers said) to the file named by RCWB_FAILURE_DIGEST, and the end of
 * the page's accessibility snapshot at the failure (where toasts and dialogs sit) with more of
 * the browsers' log to the same name with `.pages` added, so `npm test` can repeat the pages
 * before its summary and the failures after it: a CI log is often read from its last few lines
 * only, far below the full report of the list reporter. A test that failed and then passed on
 * its retry is named too, as flaky, with why its first attempt failed.
 */
export default class FailureDigest implements Reporter {
  private readonly failures: { test: TestCase; result: TestResult }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    this.failures.push({ test, result });
  }

  onEnd(): void {
    const file = process.env.RCWB_FAILURE_DIGEST;
    if (!file) return;
    const lines: string[] = [];
    const pages: string[] = [];
    // One entry per test: its last failed attempt; flaky ones (passed on a retry) after the failed.
    const last = new Map(this.failures.map((f) => [f.test, f.result]));
    const order = [...last].sort(
      ([a], [b]) => Number(a.outcome() === 'flaky') - Number(b.outcome() === 'flaky'),
    );
    for (const [test, result] of order) {
      const verdict = test.outcome() === 'flaky' ? 'flaky, passed on retry' : result.status;
      const title = `${verdict}: ${test.titlePath().filter(Boolean).slice(1).join(' › ')}`;
      const log = browserLog(result);
      lines.push(title, ...errorLines(test, result), ...indent(log.slice(-LOG_LINES)));
      const snapshot = pageSnapshotEnd(result);
      if (snapshot.length)
        pages.push(`the end of the page at the failure of ${title}:`, ...indent(snapshot, '    '));
      if (log.length)
        pages.push(`what the browsers said during ${title}:`, ...indent(log.slice(-PAGES_LOG_LINES), '    '));
    }
    fs.writeFileSync(file, lines.join('\n'));
    fs.writeFileSync(`${file}.pages`, pages.join('\n'));
  }

  printsToStdio(): boolean {
    return false;
  }
}

const SNAPSHOT_LINES = 20;
const LOG_LINES = 5;
const PAGES_LOG_LINES = 30;

const indent = (lines: string[], by = '  ') => lines.map((line) => `${by}${line.slice(0, 200)}`);

function errorLines(test: TestCase, result: TestResult): string[] {
  const error = result.errors[0];
  if (!error) return [];
  const at = error.location ?? test.location;
  const message = stripColour(error.message ?? error.value ?? '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(Boolean)
    .slice(0, 4);
  return indent([`at ${path.relative(process.cwd(), at.file)}:${at.line}`, ...message]);
}

/** The failed API answers, failed requests, console errors and toasts of the test (support/browser-log.ts). */
function browserLog(result: TestResult): string[] {
  const body = result.attachments.find((a) => a.name === 'browser-log')?.body;
  return body ? body.toString('utf8').split('\n').filter(Boolean) : [];
}

/**
 * The last lines of the page snapshot Playwright saves with a failure (error-context.md, the
 * last yaml block): the page's last children are antd's toasts, notifications and dialogs,
 * which often say why.
 */
function pageSnapshotEnd(result: TestResult): string[] {
  const file = result.attachments.find((a) => a.name === 'error-context')?.path;
  if (!file || !fs.existsSync(file)) return [];
  const blocks = fs.readFileSync(file, 'utf8').split('```yaml\n').slice(1);
  const last = blocks.at(-1)?.split('\n```')[0] ?? '';
  return last
    .split('\n')
    .filter((line) => line.trim())
    .slice(-SNAPSHOT_LINES);
}

// Playwright's messages carry terminal colour codes.
// eslint-disable-next-line no-control-regex
const stripColour = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');
