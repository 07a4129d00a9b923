import type { TModule } from '../../core/module';
import { dictRoutes } from './dict.routes';
import { dictSeed } from './dict.seed';

/** Dictionaries (SPEC §3): flat lists and the area, industry and job-category trees. */
export const dictModule: TModule = {
  name: 'dict',
  routes: dictRoutes,
  seeds: [dictSeed],
};
