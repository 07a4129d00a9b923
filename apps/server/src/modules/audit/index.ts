import type { TModule } from '../../core/module';
import type { TDictData } from '../dict';
import { moduleDictSeed } from '../system-users';
import { auditRoutes } from './audit.routes';

export { moduleOf, operationRecorder } from './operation-recorder';

/** Outcome of a logged call or sign-in, as list tags and filter options. */
// prettier-ignore
export const OPER_RESULT_DICT: TDictData = {
  type: 'oper_result', nameZh: '操作结果', nameEn: 'Outcome',
  entries: [
    { value: '1', zh: '成功', en: 'Succeeded', listClass: 'success' },
    { value: '0', zh: '失败', en: 'Failed', listClass: 'danger' },
  ],
};

/**
 * Audit logs (g070112): the operation log written by every write call (core/mount.ts →
 * operation-recorder.ts), the login log written by sign-in and the personal-data read log written
 * by core/personal-data-reads.ts. Auditors only (separation of duties: not the administrator).
 */
export const auditModule: TModule = {
  name: 'audit',
  routes: auditRoutes,
  seeds: [moduleDictSeed('audit:dict', [OPER_RESULT_DICT])],
};
