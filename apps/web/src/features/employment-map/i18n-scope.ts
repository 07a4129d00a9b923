import { registerCatalogues } from '@/lib/i18n';
import { employmentMapUi } from './employment-map.back-office.i18n';

/*
 * Imported for its effect by the employment map page: its strings load with the page's lazy
 * chunk, never with the app's entry or another page.
 */
export const catalogues = [employmentMapUi];
registerCatalogues(catalogues);
