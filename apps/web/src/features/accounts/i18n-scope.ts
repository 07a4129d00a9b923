import { registerCatalogues } from '@/lib/i18n';
import { legalUi } from './legal-text';

/*
 * Imported for its effect by the legal pages (/agreement, /privacy): the documents' text loads with
 * their lazy chunk, not with the app's entry that every visitor downloads (the first-load budget).
 * The i18n test finds scopes like this one by their name, i18n-scope.ts.
 */
export const catalogues = [legalUi];
registerCatalogues(catalogues);
