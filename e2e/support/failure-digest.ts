import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Writes a few lines per failed test (its title, where it failed, the first lines of the error)
 * to the file named by RCWB_FAILURE_DIGEST, and the end of the page's accessibility snapshot at
 * the failure (where toasts and dialogs sit) to the same name with `.pages` added, so `npm test`
 * can repeat the pages before its summary and the failures after it: a CI log is often read
 * from its last few lines only, far below the full report of the list reporter.
 */
export default class FailureDigest implements Reporter {
  private readonly lines: string[] = [];
  private readonly pages: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const title = `${result.status}: ${test.titlePath().filter(Boolean).slice(1).join(' › ')}`;
    this.lines.push(title);
    for (const error of result.errors.slice(0, 1)) {
      const at = error.location ?? test.location;
      this.lines.push(`  at ${path.relative(process.cwd(), at.file)}:${at.line}`);
      const message = stripColour(error.message ?? error.value ?? '')
        .split('\n')
        .map((line) => line.trimEnd())
        .filter(Boolean)
        .slice(0, 4);
      for (const line of message) this.lines.push(`  ${line.slice(0, 200)}`);
    }
    const snapshot = pageSnapshotEnd(result);
    if (snapshot.length) {
      this.pages.push(`the end of the page at the failure of ${title}:`);
      for (const line of snapshot) this.pages.push(`    ${line.slice(0, 160)}`);
    }
  }

  onEnd(): void {
    const file = process.env.RCWB_FAILURE_DIGEST;
    if (!file) return;
    fs.writeFileSync(file, this.lines.join('\n'));
    fs.writeFileSync(`${file}.pages`, this.pages.join('\n'));
  }

  printsToStdio(): boolean {
    return false;
  }
}

const SNAPSHOT_LINES = 20;

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
