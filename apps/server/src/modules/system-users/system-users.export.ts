import { type TLocale, translate } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { type TSheetColumn, buildXlsx, formatDateTime } from '../../core/xlsx';
import { dictServiceOf } from '../dict';
import { EXPORT_CAP } from '../../core/xlsx';
import { type TUserView, presentUser } from './system-users.presenter';
import { roleOptions, usersForExport } from './system-users.repository';
import type { TUserFilters } from './system-users.schemas';

/** The filtered user list as a sheet, labels in the caller's language, mobile numbers masked. */
export async function exportUsers(
  deps: TDeps,
  filters: TUserFilters,
  locale: TLocale,
  timeZone: string,
): Promise<Buffer> {
  const dicts = dictServiceOf(deps.db);
  const [rows, roles, types, statuses] = await Promise.all([
    usersForExport(deps.db, filters, EXPORT_CAP),
    roleOptions(deps.db),
    dicts.entries('user_type', locale),
    dicts.entries('account_status', locale),
  ]);
  const label = (entries: { dictValue: string; dictLabel: string }[], v: unknown) =>
    entries.find((e) => e.dictValue === String(v))?.dictLabel ?? String(v);
  const roleName = new Map(roles.map((r) => [r.key, locale === 'en' ? r.nameEn : r.nameZh]));
  const t = (key: string) => translate(locale, key);
  const columns: TSheetColumn<TUserView>[] = [
    { header: t('systemUsers.col.username'), value: (u) => u.username },
    { header: t('systemUsers.col.name'), value: (u) => u.name, width: 24 },
    { header: t('systemUsers.col.userType'), value: (u) => label(types, u.userType) },
    { header: t('systemUsers.col.roles'), value: (u) => u.roles.map((r) => roleName.get(r) ?? r).join(', ') },
    { header: t('systemUsers.col.mobile'), value: (u) => u.mobile },
    { header: t('systemUsers.col.email'), value: (u) => u.email, width: 28 },
    { header: t('systemUsers.col.status'), value: (u) => label(statuses, u.status) },
    { header: t('systemUsers.col.createdAt'), value: (u) => formatDateTime(new Date(u.createdAt), timeZone) },
    {
      header: t('systemUsers.col.lastLoginAt'),
      value: (u) => (u.lastLoginAt ? formatDateTime(new Date(u.lastLoginAt), timeZone) : ''),
    },
  ];
  return buildXlsx(t('systemUsers.sheet'), columns, rows.map(presentUser));
}
