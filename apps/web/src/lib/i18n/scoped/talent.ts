import { registerCatalogues } from '..';
import { talentUi } from '../resources/talent';

/*
 * Imported for its effect by the public talent pages: their strings load with those pages' lazy
 * chunks instead of the app's entry, which every visitor downloads (the back office has them in
 * its own catalogues too).
 */
export const catalogues = [talentUi];
registerCatalogues(catalogues);
