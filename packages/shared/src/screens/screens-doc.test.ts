import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, SCREENS_DOC, renderScreensDoc } from './screens-doc';

describe('docs/screens.md', () => {
  const doc = renderScreensDoc();

  it('is what `npm run docs:screens` writes from the manifest', () => {
    expect(fs.readFileSync(path.join(REPO_ROOT, SCREENS_DOC), 'utf8')).toBe(doc);
  });

  it('names a screen file for every screen', () => {
    expect(doc).not.toContain('missing:');
    expect(doc).toContain('| `g050103` | `/g05/g050103` | My postings | 我的职位 |');
  });
});
