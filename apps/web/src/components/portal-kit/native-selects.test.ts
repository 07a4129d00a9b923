import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../..');

/**
 * The only native selects of the app: the antd-free public kit's, kept on purpose
 * (docs/adr/0013-public-kit-native-selects.md). Anywhere else a select is antd's, like the
 * controls around it.
 */
const KIT_SELECTS = [
  'components/pagination/light-pagination.tsx',
  'components/portal-kit/filter-bar.tsx',
  'features/gigs/market/distance-origin.tsx',
  'features/gigs/market/invite-dialog.tsx',
  'features/gigs/routes/flexible-employment-page.tsx',
  'features/recruitment/routes/find-job-page.tsx',
  'features/talent/components/invite-dialog.tsx',
  'features/talent/routes/find-talent-page.tsx',
];

const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx$/.test(e.name) && !/\.test\.tsx$/.test(e.name) ? [full] : [];
  });

describe('native selects', () => {
  const withSelect = sources(SRC)
    .filter((file) => /<select[\s>]/.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
    .sort();

  it('appear only in the public kit, never beside antd controls', () => {
    expect(withSelect).toEqual(KIT_SELECTS);
    for (const file of withSelect)
      expect(fs.readFileSync(path.join(SRC, file), 'utf8')).not.toMatch(/from 'antd'/);
  });

  it('share the kit look (.ui-select: one height, focus ring, arrow, light and dark)', () => {
    for (const file of withSelect) {
      const text = fs.readFileSync(path.join(SRC, file), 'utf8');
      const selects = text.match(/<select[^>]*>/gs) ?? [];
      for (const tag of selects) expect(tag).toMatch(/className="ui-select( small)?"/);
    }
  });
});
