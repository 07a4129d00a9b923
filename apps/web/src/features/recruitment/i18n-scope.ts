import { jobs } from '@rcwb/shared/messages/jobs';
import { registerCatalogues } from '@/lib/i18n';

/*
 * Imported for its effect by the posting and organisation pages: they say "not found" in the
 * server's words when the address holds no valid id (no call is made to answer it), so the
 * server's posting messages load with those pages' chunks rather than with every page's entry.
 * The i18n test finds scopes like this one by their name, i18n-scope.ts.
 */
export const catalogues = [jobs];
registerCatalogues(catalogues);
