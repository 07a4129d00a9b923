import { describe, expect, it } from 'vitest';
import { type TBuildManifest, resolvePagePreloads } from './page-preloads';

// The shape Vite's build manifest has: the entry (index.html) with its static imports and style
// sheet, shared chunks under `_name.js` keys, dynamic entries under their source files.
const manifest: TBuildManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_runtime.js'],
    css: ['assets/index-1.css'],
  },
  '_runtime.js': { file: 'assets/runtime-1.js' },
  '_query.js': { file: 'assets/query-1.js', imports: ['_runtime.js'] },
  '_card.js': { file: 'assets/card-1.js', imports: ['_query.js', 'index.html'], css: ['assets/card-1.css'] },
  'src/layout.tsx': {
    file: 'assets/layout-1.js',
    imports: ['index.html', '_query.js'],
    css: ['assets/layout-1.css'],
  },
  'src/home-page.tsx': {
    file: 'assets/home-page-1.js',
    imports: ['index.html', '_runtime.js', '_card.js', '_query.js'],
    css: ['assets/home-page-1.css'],
  },
  'src/login-page.tsx': { file: 'assets/login-page-1.js', imports: ['index.html'] },
  'src/lib/i18n/locale-strings.ts?locale=en': {
    file: 'assets/locale-strings-en.js',
    imports: ['_runtime.js'],
  },
  'src/lib/i18n/locale-strings.ts?locale=zh-CN': {
    file: 'assets/locale-strings-zh.js',
    imports: ['_runtime.js'],
  },
};

describe('resolvePagePreloads', () => {
  const preloads = resolvePagePreloads(manifest, {
    '/home': ['src/layout.tsx', 'src/home-page.tsx'],
    '/login': ['src/login-page.tsx'],
  });

  it("lists a page's route modules and what they import statically, each once, in load order", () => {
    expect(preloads.pages['/home']).toEqual({
      scripts: ['assets/layout-1.js', 'assets/query-1.js', 'assets/home-page-1.js', 'assets/card-1.js'],
      styles: ['assets/layout-1.css', 'assets/home-page-1.css', 'assets/card-1.css'],
    });
    expect(preloads.pages['/login']).toEqual({ scripts: ['assets/login-page-1.js'], styles: [] });
  });

  it('leaves out what index.html names already: the entry, its imports and its style sheet', () => {
    const all = Object.values(preloads.pages).flatMap((p) => [...p.scripts, ...p.styles]);
    expect(all).not.toContain('assets/index-1.js');
    expect(all).not.toContain('assets/runtime-1.js');
    expect(all).not.toContain('assets/index-1.css');
  });

  it("gives each language's strings chunk", () => {
    expect(preloads.locales).toEqual({
      en: { scripts: ['assets/locale-strings-en.js'], styles: [] },
      'zh-CN': { scripts: ['assets/locale-strings-zh.js'], styles: [] },
    });
  });

  it('refuses a module the build does not have (a renamed page)', () => {
    expect(() => resolvePagePreloads(manifest, { '/gone': ['src/gone-page.tsx'] })).toThrow(
      'src/gone-page.tsx is not in the build manifest',
    );
  });
});
