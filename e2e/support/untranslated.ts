import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { messageCatalogues } from '@rcwb/shared';

const webSrc = path.resolve(import.meta.dirname, '../../apps/web/src');

const catalogueFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? catalogueFiles(full) : entry.name.endsWith('.i18n.ts') ? [full] : [];
  });

/** A catalogue key as written in a `*.i18n.ts` file: `'area.some.key': …` at the start of a line. */
const KEY_LINE = /^\s*'([A-Za-z][\w-]*(?:\.[\w-]+)+)':/gm;

/**
 * Every string key of the app with a dot in it (the web catalogues and the server's messages),
 * without plural suffixes: what the translator shows in place of a string it does not have.
 */
export const catalogueKeys: ReadonlySet<string> = new Set(
  [
    ...catalogueFiles(webSrc).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(KEY_LINE)].map((m) => m[1]!),
    ),
    ...messageCatalogues.flatMap((c) => Object.keys(c.en)),
  ]
    .map((key) => key.replace(/_one$/, ''))
    .filter((key) => key.includes('.')),
);

/** Words of the page that look like a key (letters and dots, no spaces). */
const KEYLIKE = /[A-Za-z][\w-]*(?:\.[\w-]+)+/g;

/**
 * The catalogue keys the page shows as text (a string its language or its screen's catalogue
 * lacks), e.g. `jobs.field.title` where "Title" belongs; none on a page that is complete.
 */
export async function untranslatedKeys(page: Page, root = 'body'): Promise<string[]> {
  const text = await page.locator(root).innerText();
  return [...new Set(text.match(KEYLIKE) ?? [])].filter((word) => catalogueKeys.has(word));
}
