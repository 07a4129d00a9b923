import { coreContributors } from './core-contributors';
import type { THomeContributor } from './home.types';

/**
 * Everything the home dashboards show, in display order. A module that wants a card or a chart on
 * the home page (postings, deliveries, reviews …) adds its contributor here; the API shape stays.
 */
export const homeContributors: THomeContributor[] = [...coreContributors];
