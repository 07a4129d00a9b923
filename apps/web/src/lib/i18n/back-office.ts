import { SCREENS, messageCatalogues, registerScreenTitles } from '@rcwb/shared';
import { registerCatalogues } from '.';
import { backOfficeCatalogues } from './back-office-catalogues';

/*
 * Imported for its effect by the signed-in layouts (back office, standalone screens): their
 * strings, every area's server messages (their forms show field errors by key) and the screen
 * manifest's titles (headings, breadcrumbs, tabs, page titles) join when the layout's code loads,
 * before any of their screens renders, and stay out of the public pages' first load.
 */
registerCatalogues([...messageCatalogues, ...backOfficeCatalogues]);
registerScreenTitles(SCREENS);
