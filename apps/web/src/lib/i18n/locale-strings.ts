import type { TCatalogue } from '@rcwb/shared';
import { entryMessages } from './entry-messages';
import { publicCatalogues } from './public-catalogues';

/**
 * Every string the public pages share: the API client's server messages and the UI
 * catalogues. Loaded as `locale-strings.ts?locale=<language>` (index.ts), which the build's
 * locale split (build/locale-split.ts) turns into that language's strings only.
 */
export const catalogues: readonly TCatalogue[] = [...entryMessages, ...publicCatalogues];
