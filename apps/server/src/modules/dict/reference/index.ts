import { areaDictionary } from './area';
import { basicDictionaries } from './basic';
import { industryDictionary } from './industry';
import { jobCategoryDictionary } from './job-category';
import { statusDictionaries } from './status';
import type { TDictData } from './types';

export type { TDictData, TDictNode } from './types';

/** Every reference dictionary the server seeds. */
export const dictionaries = (): TDictData[] => [
  areaDictionary(),
  industryDictionary,
  jobCategoryDictionary,
  ...basicDictionaries,
  ...statusDictionaries,
];
