import { registerCatalogues } from '@/lib/i18n';
import { accountsUi } from './accounts.back-office.i18n';
import { legalUi } from './legal-text';

/*
 * Imported for its effect by the account pages a visitor opens (registration, binding, the
 * third-party hand-over pages, the legal documents /agreement and /privacy): their strings and the
 * documents' text load with those lazy chunks, not with the app's entry that every visitor
 * downloads (the first-load budget). The back office has the account strings by name. The i18n
 * test finds scopes like this one by their name, i18n-scope.ts.
 */
export const catalogues = [accountsUi, legalUi];
registerCatalogues(catalogues);
