import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

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
);
