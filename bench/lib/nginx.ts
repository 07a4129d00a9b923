import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startNginx } from '../../scripts/lib/nginx.mjs';
import { freePort } from './server';

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * The deployment's front (docs/deploy.md) before a node the bench started: nginx from the project's
 * template over HTTPS and HTTP/2 (self-signed certificate), serving the same build's assets from
 * disk, so a browser loads the pages as it would from the portal's address.
 */
export async function behindNginx(serverUrl: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rcwb-bench-nginx-'));
  const nginx = await startNginx({
    dir,
    port: await freePort(),
    upstreams: [new URL(serverUrl).host],
    webDist: path.resolve(process.env.RCWB_WEB_DIST ?? path.join(root, 'apps/web/dist')),
    tls: true,
  });
  return {
    url: nginx.url,
    stop: async () => {
      await nginx.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
