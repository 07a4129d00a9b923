import type { TCatalogue } from '@rcwb/shared';

/**
 * The UI strings of the public pages (portal, sign-in, registration), bundled with the app's
 * entry: every `*.i18n.ts` file of the app, found by name like the screens of the registry, so a
 * new area adds its catalogue next to its code and nothing here. Each export of such a file is a
 * catalogue. The back office's catalogues (`*.back-office.i18n.ts`) load with its layouts
 * (back-office-catalogues.ts), so a visitor of the portal never downloads them.
 */
export const publicCatalogues: readonly TCatalogue[] = Object.values(
  import.meta.glob<Record<string, TCatalogue>>(['/src/**/*.i18n.ts', '!/src/**/*.back-office.i18n.ts'], {
    eager: true,
  }),
).flatMap((module) => Object.values(module));
