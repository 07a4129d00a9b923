import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** What Vite's build manifest says of one chunk (keys: source files, or `_name.js` for shared chunks). */
type TManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
export type TBuildManifest = Record<string, TManifestChunk>;

/** Asset files (relative to the build's base) a page can fetch before its code asks for them. */
export type TPreloads = { scripts: string[]; styles: string[] };

/**
 * What the server adds to a landing page's HTML (apps/server/src/core/page-html.ts): per page
 * path, the scripts and style sheets its route modules load, and per language the chunk of that
 * language's strings; none of them already named by index.html.
 */
export type TPagePreloads = { pages: Record<string, TPreloads>; locales: Record<string, TPreloads> };

export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';
const MANIFEST_FILE = '.vite/manifest.json';
const LOCALE_CHUNK = /\/locale-strings\.ts\?locale=([A-Za-z-]+)$/;

/** The chunks of `keys` and everything they import statically, in load order, each once. */
function closure(manifest: TBuildManifest, keys: readonly string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`page preloads: ${key} is not in the build manifest`);
    into.add(key);
    closure(manifest, chunk.imports ?? [], into);
  }
  return into;
}

function preloadsOf(
  manifest: TBuildManifest,
  keys: readonly string[],
  loaded: ReadonlySet<string>,
): TPreloads {
  const chunks = [...closure(manifest, keys)].filter((key) => !loaded.has(key));
  return {
    scripts: chunks.map((key) => manifest[key]!.file),
    styles: [...new Set(chunks.flatMap((key) => manifest[key]!.css ?? []))],
  };
}

/** Each landing page's preloads and each language's, from the build manifest. */
export function resolvePagePreloads(
  manifest: TBuildManifest,
  pages: Readonly<Record<string, readonly string[]>>,
): TPagePreloads {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  // What index.html names already (the entry, its static imports and its style sheet).
  const loaded = closure(manifest, entries);
  const locales: Record<string, TPreloads> = {};
  for (const key of Object.keys(manifest)) {
    const locale = LOCALE_CHUNK.exec(key)?.[1];
    if (locale) locales[locale] = preloadsOf(manifest, [key], loaded);
  }
  return {
    pages: Object.fromEntries(
      Object.entries(pages).map(([page, modules]) => [page, preloadsOf(manifest, modules, loaded)]),
    ),
    locales,
  };
}

/** Writes `.vite/page-preloads.json` next to the build manifest (which must be on), from the manifest the build holds. */
export function pagePreloads(pages: Readonly<Record<string, readonly string[]>>): Plugin {
  return {
    name: 'rcwb-page-preloads',
    apply: 'build',
    async writeBundle(options, bundle) {
      const asset = bundle[MANIFEST_FILE];
      if (asset?.type !== 'asset') throw new Error(`page preloads: the build wrote no ${MANIFEST_FILE}`);
      const manifest = JSON.parse(String(asset.source)) as TBuildManifest;
      await fs.writeFile(
        path.join(options.dir!, PAGE_PRELOADS_FILE),
        JSON.stringify(resolvePagePreloads(manifest, pages)),
      );
    },
  };
}
