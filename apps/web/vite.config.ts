import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localeSplit } from './build/locale-split';
import { pagePreloads } from './build/page-preloads';
import { precompress } from './build/precompress';
import { LANDING_PAGES } from './src/app/landing-pages';

// The SM4 wire key must equal the server's RCWB_WIRE_KEY, so it is fixed at build time. Empty means
// the shared DEFAULT_WIRE_KEY (applied in src/lib/api: Node cannot import the .ts shared package
// while loading this config).
const wireKey = process.env.RCWB_WIRE_KEY ?? '';
if (wireKey && !/^[0-9a-fA-F]{32}$/.test(wireKey)) throw new Error('RCWB_WIRE_KEY must be 32 hex characters');

// Empty = host-only cookie; production sets the parent domain shared by the two portal hosts.
const cookieDomain = process.env.RCWB_COOKIE_DOMAIN ?? '';

// The employment map's optional online tile layer (`https://…/{z}/{x}/{y}.png`); empty = none, and
// the map then requests nothing outside the portal (docs/employment-map.md).
const mapTileUrl = process.env.RCWB_MAP_TILE_URL ?? '';
if (mapTileUrl && !/^https?:\/\/[^\s"'<>]*\{z\}[^\s"'<>]*\{x\}[^\s"'<>]*\{y\}/.test(mapTileUrl))
  throw new Error('RCWB_MAP_TILE_URL must be an http(s) URL template with {z}, {x} and {y}');

const backend = 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/rcwb/',
  plugins: [react(), ...localeSplit(), precompress(), pagePreloads(LANDING_PAGES)],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: {
    __RCWB_WIRE_KEY__: JSON.stringify(wireKey),
    __RCWB_COOKIE_DOMAIN__: JSON.stringify(cookieDomain),
    __RCWB_MAP_TILE_URL__: JSON.stringify(mapTileUrl),
  },
  server: {
    proxy: {
      '/api': { target: backend },
      '/ws': { target: backend, ws: true },
    },
  },
  build: {
    // The manifest maps each route module to its chunks: the landing pages' preloads are made from
    // it (build/page-preloads.ts), and the bundle budget can be summed from it.
    manifest: true,
    target: 'es2022',
  },
});
