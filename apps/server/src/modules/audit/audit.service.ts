import type { TLocale } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import type { TPaging } from '../../core/paging';
import { page } from '../../core/route';
import { presentLogin, presentOperation, presentRead } from './audit.presenter';
import { type TReadRow, listLogins, listOperations, listReads } from './audit.repository';
import type { TLoginFilters, TOperationFilters, TReadFilters } from './audit.schemas';

export async function operationPage(deps: TDeps, f: TOperationFilters, paging: TPaging, locale: TLocale) {
  const { rows, total } = await listOperations(deps.db, f, paging);
  return page(
    rows.map((r) => presentOperation(r, locale)),
    total,
  );
}

export async function loginPage(deps: TDeps, f: TLoginFilters, paging: TPaging) {
  const { rows, total } = await listLogins(deps.db, f, paging);
  return page(rows.map(presentLogin), total);
}

export async function readPage(deps: TDeps, f: TReadFilters, paging: TPaging) {
  const { rows, total } = await listReads(deps.db, f, paging);
  return page((rows as TReadRow[]).map(presentRead), total);
}
