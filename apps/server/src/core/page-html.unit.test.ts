import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageHtml } from './page-html';

const INDEX = '<html><head><title>t</title>\n  </head><body><div id="root"></div></body></html>';
const dirs: string[] = [];

function webDist(preloads?: object): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rcwb-page-html-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  if (preloads) {
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, '.vite', 'page-preloads.json'), JSON.stringify(preloads));
  }
  return dir;
}

afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const PRELOADS = {
  pages: { '/recruitment/zoneHome': { scripts: ['assets/home-1.js'], styles: ['assets/home-1.css'] } },
  locales: {
    en: { scripts: ['assets/strings-en.js'], styles: [] },
    'zh-CN': { scripts: ['assets/strings-zh.js'], styles: [] },
  },
};

describe('pageHtml', () => {
  const page = pageHtml(webDist(PRELOADS), '/rcwb/');

  it("names a landing page's scripts, style sheets and language strings in its head", () => {
    const html = page('/rcwb/recruitment/zoneHome', 'en-GB,en;q=0.9');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/rcwb/assets/strings-en.js">',
    );
    expect(head).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/rcwb/assets/home-1.js">',
    );
    expect(head).toContain(
      '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/rcwb/assets/home-1.css">',
    );
    expect(head).not.toContain('strings-zh');
    expect(html).toContain('<div id="root"></div>');
  });

  it('picks the language as the app does: Accept-Language, Chinese by default', () => {
    expect(page('/rcwb/recruitment/zoneHome', 'zh-TW')).toContain('strings-zh.js');
    expect(page('/rcwb/recruitment/zoneHome', undefined)).toContain('strings-zh.js');
    expect(page('/rcwb/recruitment/zoneHome', 'fr')).toContain('strings-zh.js');
  });

  it('gives any other page the plain index', () => {
    expect(page('/rcwb/index', 'en')).toBe(INDEX);
    expect(page('/rcwb/recruitment/zoneHome/', 'en')).toBe(INDEX);
  });

  it('gives every page the plain index when the build wrote no preloads', () => {
    expect(pageHtml(webDist(), '/rcwb/')('/rcwb/recruitment/zoneHome', 'en')).toBe(INDEX);
  });
});
