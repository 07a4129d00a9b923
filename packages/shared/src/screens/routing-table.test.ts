import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENS, manifestPattern } from './manifest';
import { STANDALONE_ROUTES, screenPattern } from './routing';
import { ROUTING_TABLE, renderRoutingTable } from './routing-table';
import { REPO_ROOT } from './screens-doc';

describe('the routing table', () => {
  it('is what `npm run docs:screens` writes from the manifest', async () => {
    expect(fs.readFileSync(path.join(REPO_ROOT, ROUTING_TABLE), 'utf8')).toBe(
      await renderRoutingTable(REPO_ROOT),
    );
  });

  it('routes every entry to the path its parents give it', () => {
    for (const s of SCREENS) expect(screenPattern(s.key)).toBe(manifestPattern(s.key));
    expect(STANDALONE_ROUTES.map((r) => r.key)).toEqual(
      SCREENS.filter((s) => s.layout === 'standalone').map((s) => s.key),
    );
  });
});
