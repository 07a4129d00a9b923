import { registerCatalogues } from '@/lib/i18n';
import { gigMarketUi } from './gig-market.back-office.i18n';

/*
 * Imported for its effect by the public gig market: its strings load with the page's lazy chunk,
 * never with the app's entry or another page.
 */
export const catalogues = [gigMarketUi];
registerCatalogues(catalogues);
