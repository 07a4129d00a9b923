import { talent } from '@rcwb/shared/messages/talent';
import { registerCatalogues } from '@/lib/i18n';
import { talentUi } from './talent.back-office.i18n';

/*
 * Imported for its effect by the public talent pages: their strings load with those pages' lazy
 * chunks instead of the app's entry, which every visitor downloads (the back office has them in
 * its own catalogues too), with the server's talent messages (a resume's page says "not found" in
 * its words when the address holds no valid id). The i18n test finds scopes like this one by
 * their name, i18n-scope.ts.
 */
export const catalogues = [talentUi, talent];
registerCatalogues(catalogues);
