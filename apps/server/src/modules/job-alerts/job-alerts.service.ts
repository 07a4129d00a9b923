import type { TLocale } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { notFound, warning } from '../../core/errors';
import { page } from '../../core/route';
import { summaryName } from './alert-name';
import {
  type TAlertRow,
  alertsOf,
  countAlerts,
  deleteAlert,
  insertAlert,
  lockAlertsOf,
  updateAlert,
} from './job-alerts.repository';
import { MAX_ALERTS, type TAddAlert, type TEditAlert, storedFilters } from './job-alerts.schemas';

const present = (a: TAlertRow & { newCount?: number }) => ({
  id: a.id,
  name: a.name,
  filters: a.filters,
  enabled: a.enabled,
  newCount: a.newCount ?? 0,
  openedAt: a.openedAt.toISOString(),
  createdAt: a.createdAt.toISOString(),
});

const found = (row: TAlertRow | undefined): TAlertRow => {
  // Another person's id reads exactly like a missing one.
  if (!row) throw notFound('alerts.notFound');
  return row;
};

export async function myAlerts(deps: TDeps, accountId: number) {
  const rows = await alertsOf(deps.db, accountId);
  return page(
    rows.map((r) => present({ ...r.alert, newCount: r.newCount })),
    rows.length,
  );
}

export async function addAlert(deps: TDeps, accountId: number, input: TAddAlert, locale: TLocale) {
  const name = input.name ?? (await summaryName(deps.db, input.filters, locale));
  const created = await deps.db.transaction(async (tx) => {
    await lockAlertsOf(tx, accountId);
    if ((await countAlerts(tx, accountId)) >= MAX_ALERTS) throw warning('alerts.limit', { max: MAX_ALERTS });
    return insertAlert(tx, { accountId, name, filters: storedFilters(input.filters) });
  });
  return present(created);
}

export async function editAlert(deps: TDeps, accountId: number, id: number, input: TEditAlert) {
  const set = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
  };
  return present(found(await updateAlert(deps.db, accountId, id, set)));
}

/** Opening the alert as a search: postings it announced until now are no longer new. */
export async function openAlert(deps: TDeps, accountId: number, id: number) {
  return present(found(await updateAlert(deps.db, accountId, id, 'opened')));
}

export async function removeAlert(deps: TDeps, accountId: number, id: number) {
  if (!(await deleteAlert(deps.db, accountId, id))) throw notFound('alerts.notFound');
  return { id };
}
