import { type RouteObject, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LANDING_PAGES } from './landing-pages';
import { routes } from './routes';

// Every module of the app by its path from apps/web, loaded only when asked for.
const modules = import.meta.glob<Record<string, unknown>>('/src/**/*.tsx');

/** The components the matched routes load lazily, outermost first: what a visit fetches after the entry. */
async function lazyComponents(page: string): Promise<unknown[]> {
  const matches = matchRoutes(routes, page) ?? [];
  const found: unknown[] = [];
  for (const { route } of matches) {
    if (typeof route.lazy !== 'function') continue;
    const loaded = (await route.lazy()) as Partial<RouteObject>;
    found.push(loaded.Component);
  }
  return found;
}

describe('the landing pages the build writes preloads for', () => {
  it.each(Object.entries(LANDING_PAGES))('%s lists the modules its routes load', async (page, files) => {
    const components = await lazyComponents(page);
    expect(components).toHaveLength(files.length);
    for (const [i, file] of files.entries()) {
      const load = modules[`/${file}`];
      expect(load, `${file} exists`).toBeDefined();
      expect(Object.values(await load!()), `${file} renders ${page}`).toContain(components[i]);
    }
  });
});
