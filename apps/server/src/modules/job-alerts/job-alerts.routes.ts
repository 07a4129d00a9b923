import type { TDeps } from '../../core/deps';
import { ZIdParams } from '../../core/ids';
import { guard, route } from '../../core/route';
import { ALERT_PERMS } from '@rcwb/shared';
import { ZAddAlert, ZEditAlert } from './job-alerts.schemas';
import { addAlert, editAlert, myAlerts, openAlert, removeAlert } from './job-alerts.service';

/**
 * A person's job alerts (g010704): save the current search, list them with how many postings
 * each announced since it was last opened, rename, pause or resume, open as a search, delete.
 * Every id is looked up among the caller's own alerts; another's reads as missing.
 */
export function jobAlertRoutes(deps: TDeps) {
  return [
    route({
      method: 'GET',
      url: '/job-alert/list',
      guard: guard.perm(ALERT_PERMS.manage),
      handler: async ({ user }) => myAlerts(deps, user.accountId),
    }),
    route({
      method: 'POST',
      url: '/job-alert',
      guard: guard.perm(ALERT_PERMS.manage),
      input: ZAddAlert,
      handler: async ({ input, user, locale }) => addAlert(deps, user.accountId, input, locale),
    }),
    route({
      method: 'PUT',
      url: '/job-alert/:id',
      guard: guard.perm(ALERT_PERMS.manage),
      params: ZIdParams,
      input: ZEditAlert,
      handler: async ({ params, input, user }) => editAlert(deps, user.accountId, params.id, input),
    }),
    route({
      method: 'POST',
      url: '/job-alert/:id/open',
      guard: guard.perm(ALERT_PERMS.manage),
      params: ZIdParams,
      handler: async ({ params, user }) => openAlert(deps, user.accountId, params.id),
    }),
    route({
      method: 'DELETE',
      url: '/job-alert/:id',
      guard: guard.perm(ALERT_PERMS.manage),
      params: ZIdParams,
      handler: async ({ params, user }) => removeAlert(deps, user.accountId, params.id),
    }),
  ];
}
