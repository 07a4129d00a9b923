import { registerCatalogues } from '@/lib/i18n';
import { discoverUi } from './discover.back-office.i18n';

/*
 * Imported for its effect by the public discover pages: their strings load with those pages' lazy
 * chunks instead of the app's entry, which every visitor downloads (the back office has them in
 * its own catalogues too). The i18n test finds scopes like this one by their name, i18n-scope.ts.
 */
export const catalogues = [discoverUi];
registerCatalogues(catalogues);
