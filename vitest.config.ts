import fs from 'node:fs';
import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

const hasWeb = fs.existsSync('./apps/web/vite.config.ts');

// Projects: "unit" (pure code, fast), "web-unit" (the web app's pure code: `*.unit.test.ts`, no
// DOM), "web" (the web app's components under jsdom) and "api" (the real server through inject
// on a real PostgreSQL).
export default defineConfig({
  test: {
    // One test file per core. Vitest's default leaves one core to itself, which on a two-core
    // machine is a single worker: the web files took 852 s that way and 519 s on two.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts'],
        },
      },
      ...(hasWeb
        ? [
            {
              extends: './apps/web/vite.config.ts',
              // Without jsdom and the component set-up (antd, every catalogue): ~3.5 s a file less.
              test: {
                name: 'web-unit',
                root: './apps/web',
                include: ['src/**/*.unit.test.ts', 'build/**/*.unit.test.ts'],
                environment: 'node' as const,
              },
            },
            {
              extends: './apps/web/vite.config.ts',
              test: {
                name: 'web',
                root: './apps/web',
                include: ['src/**/*.test.{ts,tsx}'],
                exclude: [...configDefaults.exclude, 'src/**/*.unit.test.ts'],
                environment: 'jsdom' as const,
                setupFiles: ['./src/test/setup.ts'],
                // Each file still gets fresh modules, but in a VM context of a long-lived worker
                // rather than a new process, so its set-up (jsdom, antd, every catalogue) does not
                // start cold: 346 s for the project in forks, 150–160 s so, on two cores. State
                // does not carry between files, as it would with one module graph (isolate:
                // false, which failed files that rely on fresh stores).
                pool: 'vmThreads' as const,
                // Node resolves the icons to their CommonJS build, which requires an ES module of
                // @ant-design/colors: a VM context cannot load that. The ES build, through Vite.
                alias: [{ find: /^@ant-design\/icons$/, replacement: '@ant-design/icons/es/index' }],
                // The first antd render of a file styles every component it uses; on two busy
                // cores that alone can pass vitest's 5 s default (see also src/test/setup.ts).
                testTimeout: 30000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          fileParallelism: false,
          // The server is imported once for the run, not once per file: each file builds its own
          // app on its own database (createTestApp), and the server keeps its state in the app,
          // not in its modules. Importing it anew took ~4 s a file: 594 s for the suite, 313 s so.
          isolate: false,
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
