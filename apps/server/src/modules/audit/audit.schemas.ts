import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_OBJECT_KINDS, PERSONAL_DATA_KINDS } from '@rcwb/shared';
import { ZPaging, blankToUndefined, optionalInstant, optionalText } from '../../core/paging';

/** Operation log filters (screen g070112, first tab). */
export const ZOperationFilters = z.object({
  username: optionalText(64),
  module: optionalText(64),
  method: z.preprocess(blankToUndefined, z.enum(['POST', 'PUT', 'GET', 'DELETE']).optional()),
  /** What was done (`audit.action.<key>`) and to what kind of object (`audit.kind.<key>`). */
  actionKey: z.preprocess(blankToUndefined, z.enum(AUDIT_ACTIONS).optional()),
  objectKind: z.preprocess(blankToUndefined, z.enum(AUDIT_OBJECT_KINDS).optional()),
  /** ok = answered with code 200; failed = anything else (refused, invalid, error). */
  status: z.preprocess(blankToUndefined, z.enum(['ok', 'failed']).optional()),
  from: optionalInstant,
  to: optionalInstant,
});
export type TOperationFilters = z.infer<typeof ZOperationFilters>;

/** Login log filters (second tab); success is the `oper_result` dictionary value '1'/'0'. */
export const ZLoginFilters = z.object({
  username: optionalText(64),
  success: z.preprocess(
    (v) => (typeof v === 'boolean' ? (v ? '1' : '0') : blankToUndefined(v)),
    z.enum(['1', '0']).optional(),
  ),
  ip: optionalText(64),
  from: optionalInstant,
  to: optionalInstant,
});
export type TLoginFilters = z.infer<typeof ZLoginFilters>;

/** Personal-data read log filters (third tab): reader, person read, kind of data, time range. */
export const ZReadFilters = z.object({
  viewer: optionalText(64),
  subject: optionalText(64),
  kind: z.preprocess(blankToUndefined, z.enum(PERSONAL_DATA_KINDS).optional()),
  from: optionalInstant,
  to: optionalInstant,
});
export type TReadFilters = z.infer<typeof ZReadFilters>;

export const ZOperationList = ZOperationFilters.extend(ZPaging);
export const ZReadList = ZReadFilters.extend(ZPaging);
export const ZLoginList = ZLoginFilters.extend(ZPaging);
