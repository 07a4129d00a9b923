import type { TLocale } from '@rcwb/shared';
import type { TDb } from '../../db/client';
import { AppError, notFound } from '../../core/errors';
import type { TPaging } from '../../core/paging';
import { page } from '../../core/route';
import {
  type TEntryAdminRow,
  entryByValue,
  findType,
  insertEntry,
  lockEntry,
  pageOfEntries,
  typesWithCounts,
  updateEntry,
} from './dict-admin.repository';
import { DICT_CHANGED, invalidateDictionaries as invalidateLocal } from './dict.service';
import type { TBus } from '../../core/shared-state';

export type TEntryFields = {
  labelZh: string;
  labelEn: string;
  sort: number;
  cssClass?: string | null | undefined;
  listClass?: string | null | undefined;
  enabled?: boolean | undefined;
};

const fieldError = (field: string, key: string): AppError =>
  new AppError(601, key, undefined, { fields: { [field]: key } });

const presentEntry = (e: TEntryAdminRow, children: number) => ({
  id: e.id,
  dictType: e.dictType,
  value: e.value,
  labelZh: e.labelZh,
  labelEn: e.labelEn,
  parentValue: e.parentValue,
  sort: e.sort,
  cssClass: e.cssClass ?? '',
  listClass: e.listClass ?? '',
  enabled: e.enabled,
  children,
});

/**
 * Dictionary maintenance (g300101, dictionaries tab). Entries are disabled rather than deleted:
 * a seeded entry deleted would come back on the next start, and records keep their values.
 * Every change drops the cached dictionaries, so the portal's filters show it at once.
 */
export function createDictAdminService(db: TDb, bus?: TBus) {
  // Every node's dictionary caches drop their rows at once (the other nodes through the bus).
  const invalidateDictionaries = () => {
    invalidateLocal();
    void bus?.publish(DICT_CHANGED, null);
  };
  const mustHaveType = async (type: string) => {
    const row = await findType(db, type);
    if (!row) throw notFound('systemAdmin.dict.typeUnknown');
    return row;
  };
  return {
    async types(locale: TLocale) {
      return (await typesWithCounts(db)).map((t) => ({
        type: t.type,
        name: locale === 'zh-CN' ? t.nameZh : t.nameEn,
        enabled: t.enabled,
        entries: t.entries,
        tree: t.tree,
      }));
    },

    async entries(
      f: { dictType: string; parentValue?: string | undefined; keyword?: string | undefined },
      paging: TPaging,
    ) {
      await mustHaveType(f.dictType);
      const { rows, total } = await pageOfEntries(db, f, paging);
      return page(
        rows.map((r) => presentEntry(r.entry, r.children)),
        total,
      );
    },

    async add(
      input: TEntryFields & { dictType: string; value: string; parentValue?: string | null | undefined },
    ): Promise<{ id: number }> {
      await mustHaveType(input.dictType);
      if (input.parentValue && !(await entryByValue(db, input.dictType, input.parentValue)))
        throw fieldError('parentValue', 'systemAdmin.dict.parentUnknown');
      const id = await insertEntry(db, {
        dictType: input.dictType,
        value: input.value,
        parentValue: input.parentValue || null,
        labelZh: input.labelZh,
        labelEn: input.labelEn,
        sort: input.sort,
        cssClass: input.cssClass || null,
        listClass: input.listClass || null,
        enabled: input.enabled ?? true,
      });
      if (id === null) throw fieldError('value', 'systemAdmin.dict.valueTaken');
      invalidateDictionaries();
      return { id };
    },

    /** The value and the place in the tree stay: records and child entries refer to them. */
    async edit(id: number, input: TEntryFields): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await lockEntry(tx, id))) throw notFound('systemAdmin.dict.entryNotFound');
        await updateEntry(tx, id, {
          labelZh: input.labelZh,
          labelEn: input.labelEn,
          sort: input.sort,
          cssClass: input.cssClass || null,
          listClass: input.listClass || null,
          ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
        });
      });
      invalidateDictionaries();
    },

    async setEnabled(id: number, enabled: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await lockEntry(tx, id))) throw notFound('systemAdmin.dict.entryNotFound');
        await updateEntry(tx, id, { enabled });
      });
      invalidateDictionaries();
    },
  };
}
