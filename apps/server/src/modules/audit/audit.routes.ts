import type { TDeps } from '../../core/deps';
import { AUDIT_PERMS } from '@rcwb/shared';
import { guard, route } from '../../core/route';
import { ZTimeZone } from '../../core/xlsx';
import { exportLogins, exportOperations } from './audit.export';
import { ZLoginFilters, ZLoginList, ZOperationFilters, ZOperationList, ZReadList } from './audit.schemas';
import { loginPage, operationPage, readPage } from './audit.service';
import { sendXlsx, stampedName } from '../../core/xlsx';

/**
 * Audit logs (screen g070112): operation and login logs, each paged and exportable, and the log
 * of personal-data reads. Auditors only: the administrator's wildcard does not reach them.
 */
export function auditRoutes(deps: TDeps) {
  const { db } = deps;
  return [
    route({
      method: 'GET',
      url: '/system/audit/operation/list',
      guard: guard.perm(AUDIT_PERMS.list),
      input: ZOperationList,
      handler: async ({ input, locale }) => operationPage(deps, input, input, locale),
    }),
    route({
      method: 'GET',
      url: '/system/audit/login/list',
      guard: guard.perm(AUDIT_PERMS.list),
      input: ZLoginList,
      handler: async ({ input }) => loginPage(deps, input, input),
    }),
    route({
      method: 'GET',
      url: '/system/audit/read/list',
      guard: guard.perm(AUDIT_PERMS.list),
      input: ZReadList,
      handler: async ({ input }) => readPage(deps, input, input),
    }),
    route({
      method: 'POST',
      url: '/system/audit/operation/export',
      guard: guard.perm(AUDIT_PERMS.export),
      input: ZOperationFilters.extend({ timeZone: ZTimeZone }),
      handler: async ({ input: { timeZone, ...filters }, locale, reply, t }) =>
        sendXlsx(
          reply,
          stampedName(t('audit.sheet.operations')),
          await exportOperations(db, filters, locale, timeZone),
        ),
    }),
    route({
      method: 'POST',
      url: '/system/audit/login/export',
      guard: guard.perm(AUDIT_PERMS.export),
      input: ZLoginFilters.extend({ timeZone: ZTimeZone }),
      handler: async ({ input: { timeZone, ...filters }, locale, reply, t }) =>
        sendXlsx(
          reply,
          stampedName(t('audit.sheet.logins')),
          await exportLogins(db, filters, locale, timeZone),
        ),
    }),
  ];
}
