import type { TCatalogue } from '@rcwb/shared';
import { backOffice } from './back-office';
import { common } from './common';
import { login } from './login';
import { portal } from './portal';

/** The web app's own UI strings, one catalogue per area. */
export const webCatalogues: readonly TCatalogue[] = [common, login, portal, backOffice];
