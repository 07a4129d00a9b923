import { messageCatalogues } from '@rcwb/shared';
import { registerCatalogues } from '.';
import { backOfficeCatalogues } from './back-office-catalogues';

/*
 * Imported for its effect by the signed-in layouts (back office, standalone screens): their
 * strings, and every area's server messages (their forms show field errors by key), join the
 * i18n resources when the layout's code loads, before any of their screens renders, and stay out
 * of the public pages' first load.
 */
registerCatalogues([...messageCatalogues, ...backOfficeCatalogues]);
