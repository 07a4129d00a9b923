import { registerCatalogues } from '@/lib/i18n';
import { fairsPublicUi } from './fairs-public.back-office.i18n';

/*
 * Imported for its effect by the public fair pages and the zone home's fair block: their strings
 * load with those lazy chunks instead of the app's entry (the back office has them by name too).
 */
export const catalogues = [fairsPublicUi];
registerCatalogues(catalogues);
