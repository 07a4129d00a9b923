import crypto from 'node:crypto';
import ExcelJS from 'exceljs';
import { inArray } from 'drizzle-orm';
import { UserType, WIRE, encodeBody } from '@rcwb/shared';
import { accountRoles, accounts, menus, roleMenus, roles } from '../src/db/schema';
import type { TTestApp } from './harness';
import { signInAs } from './sessions';

export type TExportView = {
  id: number;
  dataset: string;
  status: string;
  progress: number;
  rowCount: number | null;
  masked: boolean;
  expiresAt: string | null;
};

/** A staff account whose only role grants exactly these permissions (menu rows carrying them). */
export async function staffWithPerms(t: TTestApp, perms: string[]) {
  const suffix = crypto.randomBytes(4).toString('hex');
  const [role] = await t.deps.db
    .insert(roles)
    .values({ key: `exporter${suffix}`, nameZh: '导出员', nameEn: 'Exporter' })
    .returning({ id: roles.id });
  const rows = await t.deps.db.select({ id: menus.id }).from(menus).where(inArray(menus.perms, perms));
  await t.deps.db
    .insert(roleMenus)
    .values(rows.map((m) => ({ roleId: role!.id, menuId: m.id, origin: 'admin' as const })));
  const username = `staff${suffix}`;
  const [account] = await t.deps.db
    .insert(accounts)
    .values({ username, passwordHash: 'x', userType: UserType.staff, name: 'Exporter' })
    .returning({ id: accounts.id });
  await t.deps.db.insert(accountRoles).values({ accountId: account!.id, roleId: role!.id });
  return { id: account!.id, token: await signInAs(t, username) };
}

/** POST /api/exports/:id/download as the web does, answered with the raw bytes (or a JSON refusal). */
export async function downloadExport(t: TTestApp, token: string, id: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/exports/${id}/download`,
    headers: {
      authorization: `Bearer ${token}`,
      'accept-language': 'en',
      repeatsubmit: 'false',
      [WIRE.requestTypeHeader]: WIRE.sm4,
      'content-type': 'application/json',
    },
    payload: JSON.stringify(encodeBody(t.api.cipher, {})),
  });
  return { status: res.statusCode, type: String(res.headers['content-type']), bytes: res.rawPayload };
}

/** The first sheet's rows (header first) as plain values. */
export async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
