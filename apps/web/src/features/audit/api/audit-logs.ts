import type { ListParams } from '@/components/resource';
import { api } from '@/lib/api';

/** One write call of a signed-in user (GET /system/audit/operation/list). */
export type OperationLog = {
  id: number;
  username: string;
  name: string;
  module: string;
  action: string;
  method: string;
  path: string;
  ip: string;
  userAgent: string;
  statusCode: number;
  /** `oper_result` value: '1' succeeded, '0' failed. */
  result: string;
  durationMs: number;
  /** What was done (`audit.action.<key>`) to what: kind, id and name kept with the entry ('' if none). */
  actionKey: string;
  objectKind: string;
  objectId: string;
  objectName: string;
  createdAt: string;
};

/** One sign-in attempt (GET /system/audit/login/list). */
export type LoginLog = {
  id: number;
  username: string;
  name: string;
  success: string;
  reason: string;
  ip: string;
  userAgent: string;
  createdAt: string;
};

/** One read of another person's personal data (GET /system/audit/read/list); kinds, never values. */
export type PersonalDataRead = {
  id: number;
  viewer: string;
  subject: string;
  kinds: string[];
  objectType: string;
  objectId: string;
  screen: string;
  route: string;
  ip: string;
  createdAt: string;
};

export const listOperationLogs = (params: ListParams, signal?: AbortSignal) =>
  api.page<OperationLog>('/system/audit/operation/list', params, { signal });

export const listLoginLogs = (params: ListParams, signal?: AbortSignal) =>
  api.page<LoginLog>('/system/audit/login/list', params, { signal });

export const OPERATION_EXPORT_URL = '/system/audit/operation/export';
export const LOGIN_EXPORT_URL = '/system/audit/login/export';

export const listPersonalDataReads = (params: ListParams, signal?: AbortSignal) =>
  api.page<PersonalDataRead>('/system/audit/read/list', params, { signal });
