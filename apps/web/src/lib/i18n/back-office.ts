import { registerCatalogues } from '.';
import { backOfficeCatalogues } from './back-office-catalogues';

/*
 * Imported for its effect by the signed-in layouts (back office, standalone screens): their
 * strings join the i18n resources when the layout's code loads, before any of their screens
 * renders, and stay out of the public pages' first load.
 */
registerCatalogues(backOfficeCatalogues);
