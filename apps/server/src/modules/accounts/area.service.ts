import type { TLocale } from '@rcwb/shared';
import type { TDb } from '../../db/client';
import { type TDictService, dictServiceOf } from '../dict';

export type TAreaNode = { value: string; label: string; leaf: boolean };

/**
 * GET /web-auth/getAreaData, the area picker's data, from the area dictionary: the whole tree, or
 * with `parent` one level (the provinces for an empty parent) for pickers that load lazily.
 */
export function createAreaService(db: TDb, dicts: TDictService = dictServiceOf(db)) {
  return async (parent: string | undefined, locale: TLocale) => {
    if (parent === undefined) return dicts.tree('area', locale);
    const entries = await dicts.entries('area', locale);
    const parents = new Set(entries.map((e) => e.parentValue));
    return entries
      .filter((e) => (e.parentValue ?? '') === parent)
      .map((e): TAreaNode => ({ value: e.dictValue, label: e.dictLabel, leaf: !parents.has(e.dictValue) }));
  };
}
