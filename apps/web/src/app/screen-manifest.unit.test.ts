import fs from 'node:fs';
import path from 'node:path';
import { MENU_SCREENS, STANDALONE } from '@rcwb/shared';
import { describe, expect, it } from 'vitest';
import { screenRegistry } from './screen-registry';
import { LOCAL_ROUTES } from './local-routes';
import { STANDALONE_PAGES } from './signed-in-pages';

// Components the shell renders itself rather than a screen file.
const SHELL_COMPONENTS = new Set(['InnerLink', 'Layout', 'ParentView']);

const manifestComponents: string[] = MENU_SCREENS.flatMap((s) =>
  'component' in s && s.component && !SHELL_COMPONENTS.has(s.component) ? [s.component] : [],
);

describe('the web app and the screen manifest', () => {
  it('has a screen file for every component key of the manifest', () => {
    const files = new Set(screenRegistry.keys());
    expect(manifestComponents.filter((c) => !files.has(c))).toEqual([]);
  });

  it('has a manifest entry for every screen file (or it is a local page of the shell)', () => {
    const declared = new Set([...manifestComponents, ...LOCAL_ROUTES.flatMap((r) => r.meta.component ?? [])]);
    expect(screenRegistry.keys().filter((k) => !declared.has(k))).toEqual([]);
  });

  // Importing every standalone page (antd and all) takes 3–7 s on two busy cores.
  it("renders each standalone screen with the manifest's page module", { timeout: 30_000 }, async () => {
    for (const s of STANDALONE) {
      expect(fs.existsSync(path.join(__dirname, '..', s.module.file)), s.module.file).toBe(true);
      const page = await STANDALONE_PAGES[s.key]();
      expect(page.name, s.key).toBe(s.module.export);
    }
  });
});
