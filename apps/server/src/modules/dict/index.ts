import type { TModule } from '../../core/module';
import { dictAdminRoutes } from './dict-admin.routes';
import { dictRoutes } from './dict.routes';
import { dictSeed } from './dict.seed';
import { DICT_CHANGED, invalidateDictionaries } from './dict.service';

/**
 * Dictionaries (SPEC §3): flat lists and the area, industry and job-category trees, and their
 * maintenance by administrators (g300101).
 */
export const dictModule: TModule = {
  name: 'dict',
  routes: (deps) => [...dictRoutes(deps), ...dictAdminRoutes(deps)],
  seeds: [dictSeed],
  // Another node's edit drops this node's cached rows at once.
  plugin: async (_app, deps) => deps.shared.bus.subscribe(DICT_CHANGED, invalidateDictionaries),
};

// What other modules use of this one (its public surface).
export { type TCodes, codeNames, createNamedAnswers } from './code-names';
export { entryRows } from './dict.seed';
export { dictServiceOf } from './dict.service';
export type { TDictService } from './dict.service';
export type { TDictEntry } from './dict.presenter';
export { areaDictionary } from './reference/area';
export { industryDictionary } from './reference/industry';
export { jobCategoryDictionary } from './reference/job-category';
export { flat } from './reference/types';
export type { TDictData, TDictNode } from './reference/types';
