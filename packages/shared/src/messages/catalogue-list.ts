import fs from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';

/** The list of every area's catalogue, written from the files of this folder (`npm run gen:catalogues`). */
export const CATALOGUE_LIST = 'packages/shared/src/messages/catalogues.generated.ts';

/** A file of this folder that is not an area's catalogue. */
const NOT_AN_AREA = /^(?:index|catalogues|catalogue-list|types)\.ts$|\.generated\.ts$|\.test\.ts$/;
const CATALOGUE = /^export const (\w+)\s*=\s*defineCatalogue\(/gm;

/** Each area file and the catalogues it exports, in file-name order. */
export function areaFiles(dir: string): { file: string; names: string[] }[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !NOT_AN_AREA.test(f))
    .sort()
    .map((file) => ({
      file,
      names: [...fs.readFileSync(path.join(dir, file), 'utf8').matchAll(CATALOGUE)].map((m) => m[1]!),
    }))
    .filter((area) => area.names.length > 0);
}

/**
 * catalogues.generated.ts as the folder's files give it: an area adds its file (one
 * `export const <name> = defineCatalogue(…)`) and runs the generator; no list is edited by hand.
 * The server runs without a bundler, so the list is code rather than a glob; a test fails while
 * the committed file differs from what the generator writes.
 */
export async function renderCatalogueList(root: string): Promise<string> {
  const file = path.join(root, CATALOGUE_LIST);
  const areas = areaFiles(path.dirname(file));
  const text = [
    '// Generated from the files of packages/shared/src/messages by `npm run gen:catalogues`: do not edit',
    '// (a test compares it). An area adds its own file; its catalogue joins this list.',
    ...areas.map((a) => `import { ${a.names.join(', ')} } from './${a.file.replace(/\.ts$/, '')}';`),
    "import type { TCatalogue } from './types';",
    '',
    '/** Every area catalogue of this folder, in file-name order (no two define the same key). */',
    `export const areaCatalogues: readonly TCatalogue[] = [${areas.flatMap((a) => a.names).join(', ')}];`,
    '',
  ].join('\n');
  return format(text, { ...(await resolveConfig(file)), filepath: file });
}
