import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../screens/screens-doc';
import { CATALOGUE_LIST, areaFiles, renderCatalogueList } from './catalogue-list';
import { messageCatalogues } from './catalogues';

describe('the list of message catalogues', () => {
  it('is what `npm run gen:catalogues` writes from the files present', async () => {
    expect(fs.readFileSync(path.join(REPO_ROOT, CATALOGUE_LIST), 'utf8')).toBe(
      await renderCatalogueList(REPO_ROOT),
    );
  });

  it('holds one catalogue per area file, so the server translates every area', () => {
    const names = areaFiles(import.meta.dirname).flatMap((a) => a.names);
    expect(names).toContain('core');
    expect(messageCatalogues).toHaveLength(names.length);
  });

  it('lets no two areas define the same key (their order then never matters)', () => {
    const seen = new Map<string, number>();
    const twice: string[] = [];
    messageCatalogues.forEach((catalogue, i) => {
      for (const key of Object.keys(catalogue.en)) {
        if (seen.has(key) && seen.get(key) !== i) twice.push(key);
        seen.set(key, i);
      }
    });
    expect(twice).toEqual([]);
  });
});
