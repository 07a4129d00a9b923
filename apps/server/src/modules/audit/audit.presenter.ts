import { type TLocale, operationSentence, translate } from '@rcwb/shared';
import type { TLoginRow, TOperationRow, TReadRow } from './audit.repository';

/** An operation log entry; `sentence` says what was done in the reader's language. */
export const presentOperation = (r: TOperationRow, locale: TLocale) => ({
  id: r.id,
  username: r.username,
  name: r.name ?? '',
  module: r.module,
  action: r.action,
  method: r.method,
  path: r.path,
  ip: r.ip ?? '',
  userAgent: r.userAgent ?? '',
  statusCode: r.statusCode,
  /** The `oper_result` dictionary value: '1' answered 200, '0' anything else. */
  result: r.statusCode === 200 ? '1' : '0',
  durationMs: r.durationMs,
  actionKey: r.actionKey ?? '',
  objectKind: r.objectKind ?? '',
  objectId: r.objectId ?? '',
  objectName: r.objectName ?? '',
  sentence: operationSentence((key, params) => translate(locale, key, params), r),
  createdAt: r.createdAt.toISOString(),
});
export type TOperationView = ReturnType<typeof presentOperation>;

export const presentLogin = (r: TLoginRow) => ({
  id: r.id,
  username: r.username,
  name: r.name ?? '',
  /** '1'/'0' as in the `oper_result` dictionary. */
  success: r.success ? '1' : '0',
  reason: r.reason ?? '',
  ip: r.ip ?? '',
  userAgent: r.userAgent ?? '',
  createdAt: r.createdAt.toISOString(),
});
export type TLoginView = ReturnType<typeof presentLogin>;

/** A read of personal data: who, whose, what kinds, through which screen (never the values). */
export const presentRead = (r: TReadRow) => ({
  id: r.id,
  viewer: r.viewerUsername,
  subject: r.subjectUsername ?? '',
  kinds: r.kinds,
  objectType: r.objectType,
  objectId: r.objectId,
  screen: r.screen,
  route: r.route,
  ip: r.ip ?? '',
  createdAt: r.createdAt.toISOString(),
});
export type TReadView = ReturnType<typeof presentRead>;
