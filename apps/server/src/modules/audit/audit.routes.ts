import type { TDeps } from '../../core/deps';
import { AUDIT_PERMS } from '@rcwb/shared';
import { guard, page, route } from '../../core/route';
import { ZTimeZone } from '../system-users/list-helpers';
import { exportLogins, exportOperations } from './audit.export';
import { presentLogin, presentOperation } from './audit.presenter';
import { listLogins, listOperations } from './audit.repository';
import { ZLoginFilters, ZLoginList, ZOperationFilters, ZOperationList } from './audit.schemas';
import { sendXlsx, stampedName } from './xlsx';

/** Audit logs (screen g070112): operation and login logs, each paged and exportable. */
export function auditRoutes(deps: TDeps) {
  const { db } = deps;
  return [
    route({
      method: 'GET',
      url: '/system/audit/operation/list',
      guard: guard.perm(AUDIT_PERMS.list),
      input: ZOperationList,
      handler: async ({ input }) => {
        const { rows, total } = await listOperations(db, input, input);
        return page(rows.map(presentOperation), total);
      },
    }),
    route({
      method: 'GET',
      url: '/system/audit/login/list',
      guard: guard.perm(AUDIT_PERMS.list),
      input: ZLoginList,
      handler: async ({ input }) => {
        const { rows, total } = await listLogins(db, input, input);
        return page(rows.map(presentLogin), total);
      },
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
