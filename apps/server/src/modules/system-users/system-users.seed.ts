import { dictEntries, dictTypes } from '../../db/schema';
import type { TSeedStep } from '../../core/module';
import { entryRows } from '../dict';
import type { TDictData } from '../dict';

/** userType values (packages/shared UserType) as a dictionary, for list tags and filters. */
// prettier-ignore
export const USER_TYPE_DICT: TDictData = {
  type: 'user_type', nameZh: '账号类型', nameEn: 'Account type',
  entries: [
    { value: '0', zh: '服务人员', en: 'Service staff', listClass: 'primary' },
    { value: '1', zh: '个人用户', en: 'Individual', listClass: 'success' },
    { value: '2', zh: '单位用户', en: 'Organisation', listClass: 'warning' },
    { value: '3', zh: '专家', en: 'Expert', listClass: 'info' },
  ],
};

/** Inserts a dictionary that a module owns, skipping what exists (as the reference seed does). */
export const moduleDictSeed = (name: string, dicts: TDictData[]): TSeedStep => ({
  name,
  always: true,
  async run({ db }) {
    await db.transaction(async (tx) => {
      await tx
        .insert(dictTypes)
        .values(dicts.map((d) => ({ type: d.type, nameZh: d.nameZh, nameEn: d.nameEn })))
        .onConflictDoNothing({ target: dictTypes.type });
      await tx
        .insert(dictEntries)
        .values(dicts.flatMap(entryRows))
        .onConflictDoNothing({ target: [dictEntries.dictType, dictEntries.value] });
    });
  },
});
