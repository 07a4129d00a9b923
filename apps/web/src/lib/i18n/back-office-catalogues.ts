import type { TCatalogue } from '@rcwb/shared';

/**
 * The UI strings only the signed-in layouts (back office and standalone screens) show: every
 * `*.back-office.i18n.ts` file of the app, found by name (see public-catalogues.ts). Each export
 * of such a file is a catalogue.
 */
export const backOfficeCatalogues: readonly TCatalogue[] = Object.values(
  import.meta.glob<Record<string, TCatalogue>>('/src/**/*.back-office.i18n.ts', { eager: true }),
).flatMap((module) => Object.values(module));
