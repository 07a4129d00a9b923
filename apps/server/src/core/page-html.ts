import fs from 'node:fs';
import path from 'node:path';
import { pickLocale } from '@rcwb/shared';

/** apps/web/build/page-preloads.ts writes it: the assets each landing page and each language load. */
type TPreloads = { scripts: string[]; styles: string[] };
type TPagePreloads = { pages: Record<string, TPreloads>; locales: Record<string, TPreloads> };

const PRELOADS_FILE = path.join('.vite', 'page-preloads.json');

/**
 * The app's index.html for a page path (under `base`, query left out) and the visitor's
 * Accept-Language. A landing page's copy names the scripts and style sheets its route and its
 * language's strings will load, so the browser fetches them beside the entry instead of after the
 * entry has run and matched the route. They are fetched at low priority, after the entry: the
 * entry paints the first frame, and competing with it for a slow link made that paint later.
 * Style sheets are fetched, not applied (the app applies them as before). Every link keeps the
 * credentials mode of the app's own loads (`crossorigin`), or the browser would fetch the file
 * twice. Without the build's preloads file (an older build) every page gets the plain index.
 */
export function pageHtml(
  webDist: string,
  base: string,
): (pagePath: string, acceptLanguage?: string) => string {
  const index = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const preloadsFile = path.join(webDist, PRELOADS_FILE);
  const preloads: TPagePreloads = fs.existsSync(preloadsFile)
    ? (JSON.parse(fs.readFileSync(preloadsFile, 'utf8')) as TPagePreloads)
    : { pages: {}, locales: {} };
  const link = (rel: string, file: string) =>
    `<link ${rel} crossorigin fetchpriority="low" href="${base}${file}">`;
  const links = ({ scripts, styles }: TPreloads) => [
    ...scripts.map((file) => link('rel="modulepreload"', file)),
    ...styles.map((file) => link('rel="preload" as="style"', file)),
  ];
  // One copy per landing page and language, made on first use: a handful of strings in all.
  const made = new Map<string, string>();
  return (pagePath, acceptLanguage) => {
    const page = preloads.pages[pagePath.slice(base.length - 1)];
    if (!page) return index;
    const locale = pickLocale(acceptLanguage);
    const key = `${pagePath}\0${locale}`;
    let html = made.get(key);
    if (html === undefined) {
      const language = preloads.locales[locale];
      const added = [...(language ? links(language) : []), ...links(page)];
      html = index.replace('</head>', `  ${added.join('\n    ')}\n  </head>`);
      made.set(key, html);
    }
    return html;
  };
}
