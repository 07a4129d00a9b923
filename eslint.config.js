import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * Which web feature may use which other (through its index.ts): one way only, so the features
 * form layers. A new dependency is added here, where a reviewer sees it; a feature that several
 * others need parts of usually means those parts belong in components/ or lib/.
 */
const webFeatureUses = {
  'account-security': ['accounts', 'audit', 'profile'],
  collections: ['job-alerts'],
  deliveries: ['messages', 'recommend', 'resumes'],
  discover: ['collections'],
  fairs: ['deliveries'],
  gigs: ['recruitment'],
  home: ['messages', 'program-scoring', 'workbench'],
  jobs: ['fair-booths'],
  'person-info': ['accounts'],
  policy: ['collections'],
  profile: ['talent-services'],
  'program-approvals': ['programs'],
  recruitment: ['collections', 'content', 'deliveries', 'fairs', 'job-alerts'],
  resumes: ['accounts', 'jobs', 'person-info'],
  statistics: ['accounts'],
  talent: ['collections', 'recruitment'],
  'talent-services': ['programs'],
  workbench: ['messages', 'recommend'],
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/drizzle/**', 'e2e/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Server module boundaries (docs/adr/0004-module-boundaries.md):
    // - a module imports another module only through that module's index.ts (its public surface);
    //   files of one module import one another freely;
    // - core/ is below every module and never imports one (modules get what they need from core,
    //   and core gets module behaviour passed in by app.ts);
    // - no import cycles anywhere in the server.
    files: ['apps/server/src/**/*.ts'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'import/resolver': { node: { extensions: ['.ts'] } },
      // import-x follows imports into TypeScript files only with a parser and extensions for them.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/server/tsconfig.json' })],
      'boundaries/elements': [
        { type: 'server-core', pattern: 'apps/server/src/core' },
        { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['name'] },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'server-core' } },
              disallow: { to: { element: { type: 'server-module' } } },
              message:
                'core/ must not import a module: pass the behaviour in from app.ts or modules/index.ts',
            },
            {
              from: { element: { type: 'server-module' } },
              disallow: { to: { element: { type: 'server-module', fileInternalPath: '!index.ts' } } },
              message:
                "Import another module only through its index.ts ('../{{ to.element.captured.name }}')",
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Only the config module may read the environment (ARCHITECTURE.md).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts', 'apps/server/src/**/*.test.ts'],
    rules: { 'no-restricted-properties': ['error', { object: 'process', property: 'env' }] },
  },
  {
    /*
     * Web module boundaries (docs/adr/0020-web-module-boundaries.md). app/ and layouts/ assemble
     * the portal and may load any feature; components/, lib/ and stores/ serve every feature, so
     * they never import one. A feature uses another only through its index.ts, and only along
     * webFeatureUses below: that map says which feature builds on which, one way, so no two
     * features lean on each other. No import cycles between files either.
     */
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      // The plugin's TypeScript settings (parsers, extensions), so no-cycle reads .ts/.tsx files.
      ...importX.flatConfigs.typescript.settings,
      'import/resolver': { typescript: { project: 'apps/web/tsconfig.json' } },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })],
      'boundaries/elements': [
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'web-shared', pattern: 'apps/web/src/(components|lib|stores)', capture: ['area'] },
        { type: 'web-shell', pattern: 'apps/web/src/(app|layouts|test)', capture: ['area'] },
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'web-shared' } },
              disallow: { to: { element: { type: 'web-feature' } } },
              message: 'components/, lib/ and stores/ never import a feature: move what they need out of it',
            },
            {
              from: { element: { type: 'web-feature' } },
              disallow: { to: { element: { type: 'web-feature' } } },
              message:
                "a feature imports another only through its index.ts, along eslint.config.js's webFeatureUses; what several features share belongs in components/ or lib/",
            },
            {
              from: { element: { type: 'web-feature' } },
              allow: { to: { element: { captured: { feature: '{{ from.element.captured.feature }}' } } } },
            },
            ...Object.entries(webFeatureUses).map(([feature, uses]) => ({
              from: { element: { type: 'web-feature', captured: { feature } } },
              allow: {
                to: {
                  element: { type: 'web-feature', captured: { feature: uses }, fileInternalPath: 'index.ts' },
                },
              },
            })),
          ],
        },
      ],
    },
  },
  {
    // Specs take `test` from support/test.ts, which points each at its worker's own server.
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from '../support/test': it gives each worker its own server.",
            },
          ],
        },
      ],
    },
  },
);
