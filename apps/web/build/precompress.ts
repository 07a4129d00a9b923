import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/**
 * Writes .gz and .br next to every text asset once, at build time, so the server sends them
 * as they are (@fastify/static preCompressed) instead of compressing on every request.
 */
export function precompress(): Plugin {
  return {
    name: 'rcwb-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir!;
      const files = Object.keys(bundle).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const data = await fs.readFile(full);
          if (data.length < 1024) return;
          await fs.writeFile(`${full}.gz`, await gzip(data, { level: 9 }));
          await fs.writeFile(
            `${full}.br`,
            await brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }),
      );
    },
  };
}
