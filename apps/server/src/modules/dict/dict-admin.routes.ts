import { z } from 'zod';
import { SYSTEM_ADMIN_PERMS } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { ZIdParams } from '../../core/ids';
import { ZPaging, blankToUndefined, optionalText } from '../../core/paging';
import { guard, route } from '../../core/route';
import { createDictAdminService } from './dict-admin.service';
import { DICT_TYPE_PATTERN } from './dict.routes';

/** The tag colours the lists know (the dictionary tag display of the web app). */
const LIST_CLASSES = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;

const ZLabel = z
  .string()
  .trim()
  .min(1, 'systemAdmin.dict.labelRequired')
  .max(100, 'systemAdmin.dict.labelRequired');
const ZValue = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'systemAdmin.dict.valueInvalid');
const ZEntryFields = z.object({
  labelZh: ZLabel,
  labelEn: ZLabel,
  sort: z.coerce.number().int().min(0).max(99_999),
  cssClass: z.preprocess(blankToUndefined, z.string().trim().max(100).nullable().optional()),
  listClass: z.preprocess(
    blankToUndefined,
    z.enum(LIST_CLASSES, 'systemAdmin.dict.listClassInvalid').nullable().optional(),
  ),
  enabled: z.boolean().optional(),
});
const ZDictType = z.string().regex(DICT_TYPE_PATTERN, 'systemAdmin.dict.typeUnknown');

/** Dictionary maintenance (g300101, dictionaries tab): types, entries, the trees a level at a time. */
export function dictAdminRoutes(deps: TDeps) {
  const dicts = createDictAdminService(deps.db, deps.shared.bus);
  return [
    route({
      method: 'GET',
      url: '/system/dict-type/list',
      guard: guard.perm(SYSTEM_ADMIN_PERMS.dictList),
      handler: ({ locale }) => dicts.types(locale),
    }),
    route({
      method: 'GET',
      url: '/system/dict-entry/list',
      guard: guard.perm(SYSTEM_ADMIN_PERMS.dictList),
      input: z.object({
        dictType: ZDictType,
        parentValue: z.preprocess(blankToUndefined, ZValue.optional()),
        keyword: optionalText(64),
        ...ZPaging,
      }),
      handler: ({ input }) => dicts.entries(input, input),
    }),
    route({
      method: 'POST',
      url: '/system/dict-entry',
      guard: guard.perm(SYSTEM_ADMIN_PERMS.dictEdit),
      input: ZEntryFields.extend({
        dictType: ZDictType,
        value: ZValue,
        parentValue: z.preprocess(blankToUndefined, ZValue.nullable().optional()),
      }),
      handler: ({ input }) => dicts.add(input),
    }),
    route({
      method: 'PUT',
      url: '/system/dict-entry/:id',
      guard: guard.perm(SYSTEM_ADMIN_PERMS.dictEdit),
      params: ZIdParams,
      input: ZEntryFields,
      handler: async ({ params, input }) => {
        await dicts.edit(params.id, input);
        return null;
      },
    }),
    route({
      method: 'PUT',
      url: '/system/dict-entry/:id/status',
      guard: guard.perm(SYSTEM_ADMIN_PERMS.dictEdit),
      params: ZIdParams,
      input: z.object({ enabled: z.boolean() }),
      handler: async ({ params, input }) => {
        await dicts.setEnabled(params.id, input.enabled);
        return null;
      },
    }),
  ];
}
