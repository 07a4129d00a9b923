import { type SQL, and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { UserType, maskIdNumber, maskMobile, validateIdNumber } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { notFound, warning } from '../../core/errors';
import { page } from '../../core/route';
import { pageOf } from '../../core/paging';
import { accounts, gb01, gc01, sessions } from '../../db/schema';
import type { TOrgListInput, TPersonListInput } from './accounts.schemas';
import { gb01Missing, gc01Missing } from './completeness';
import { eighteenDigitForm } from './identity-number';
import { personalDataOf } from '../../core/personal-data';
import { maskCreditCode, presentOrgForStaff, presentPersonForStaff } from './profiles.presenter';
import { findGb01, findGc01 } from './profiles.repository';
import { isoOrNull } from '../../core/time';
import { recordPersonalDataRead } from '../../core/personal-data-reads';
import { findById } from '../files';
import { liveOf } from '../messages';

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (s: string) => `%${likeEscape(s)}%`;

/** Area codes nest by prefix: 350000 (province) → '35', 350100 (city) → '3501'. */
export const regionPrefix = (code: string): string =>
  /^\d{6}$/.test(code) ? code.replace(/(?:00){1,2}$/, '') : code;
const inRegion = (column: AnyPgColumn, code: string) =>
  sql`${column} LIKE ${`${likeEscape(regionPrefix(code))}%`}`;

/** GET /system/org/list: organisation accounts, pending reviews first; credit codes masked. */
export async function listOrgs(deps: TDeps, f: TOrgListInput) {
  const filters: (SQL | undefined)[] = [eq(accounts.userType, UserType.org)];
  if (f.name) filters.push(sql`coalesce(${gb01.name}, ${accounts.name}) ILIKE ${contains(f.name)}`);
  if (f.creditCode) filters.push(sql`${gb01.creditCode} LIKE ${contains(f.creditCode.toUpperCase())}`);
  if (f.reviewStatus) filters.push(eq(gb01.reviewStatus, f.reviewStatus));
  if (f.region) filters.push(inRegion(gb01.region, f.region));
  if (f.status) filters.push(eq(accounts.status, f.status));
  const where = and(...filters);
  const { rows, total } = await pageOf(
    f,
    deps.db
      .select({
        id: accounts.id,
        username: accounts.username,
        accountName: accounts.name,
        status: accounts.status,
        createdAt: accounts.createdAt,
        gb01: {
          name: gb01.name,
          creditCode: gb01.creditCode,
          legalRep: gb01.legalRep,
          nature: gb01.nature,
          industry: gb01.industry,
          region: gb01.region,
          reviewStatus: gb01.reviewStatus,
          submittedAt: gb01.submittedAt,
          reviewedAt: gb01.reviewedAt,
          hasLicence: sql<boolean>`${gb01.licenceFileId} IS NOT NULL`,
        },
      })
      .from(accounts)
      .leftJoin(gb01, eq(gb01.accountId, accounts.id))
      .where(where)
      .orderBy(
        sql`(${gb01.reviewStatus} = 'pending') DESC NULLS LAST`,
        desc(gb01.submittedAt),
        desc(accounts.id),
      ),
    deps.db
      .select({ n: count() })
      .from(accounts)
      .leftJoin(gb01, eq(gb01.accountId, accounts.id))
      .where(where),
  );
  return page(
    rows.map((r) => ({
      id: r.id,
      username: r.username,
      name: r.gb01?.name ?? r.accountName,
      creditCode: r.gb01 ? maskCreditCode(r.gb01.creditCode) : '',
      legalRep: r.gb01?.legalRep ?? null,
      nature: r.gb01?.nature ?? null,
      industry: r.gb01?.industry ?? null,
      region: r.gb01?.region ?? null,
      reviewStatus: r.gb01?.reviewStatus ?? null,
      hasLicence: r.gb01?.hasLicence ?? false,
      status: r.status,
      submittedAt: isoOrNull(r.gb01?.submittedAt ?? null),
      reviewedAt: isoOrNull(r.gb01?.reviewedAt ?? null),
      createdAt: isoOrNull(r.createdAt),
    })),
    total,
  );
}

/** GET /system/person/list: individual accounts; ID numbers and mobiles masked. */
export async function listPersons(deps: TDeps, f: TPersonListInput) {
  const pd = personalDataOf(deps.config);
  const filters: (SQL | undefined)[] = [eq(accounts.userType, UserType.person)];
  if (f.name) filters.push(sql`coalesce(${gc01.name}, ${accounts.name}) ILIKE ${contains(f.name)}`);
  if (f.idNumber) {
    // Exact match through the blind index; an invalid number matches nobody.
    const id = validateIdNumber(f.idNumber);
    if (!id.ok) return page([], 0);
    filters.push(eq(gc01.idNumberIndex, pd.blindIndex('id-number', eighteenDigitForm(id.normalized))));
  }
  if (f.mobile) filters.push(eq(accounts.mobile, f.mobile));
  if (f.region) filters.push(inRegion(gc01.region, f.region));
  if (f.status) filters.push(eq(accounts.status, f.status));
  const where = and(...filters);
  const { rows, total } = await pageOf(
    f,
    deps.db
      .select({
        id: accounts.id,
        username: accounts.username,
        accountName: accounts.name,
        mobile: accounts.mobile,
        status: accounts.status,
        profileComplete: accounts.profileComplete,
        createdAt: accounts.createdAt,
        gc01: {
          name: gc01.name,
          idNumberEnc: gc01.idNumberEnc,
          gender: gc01.gender,
          education: gc01.education,
          region: gc01.region,
        },
      })
      .from(accounts)
      .leftJoin(gc01, eq(gc01.accountId, accounts.id))
      .where(where)
      .orderBy(desc(accounts.id)),
    deps.db
      .select({ n: count() })
      .from(accounts)
      .leftJoin(gc01, eq(gc01.accountId, accounts.id))
      .where(where),
  );
  return page(
    rows.map((r) => ({
      id: r.id,
      username: r.username,
      name: r.gc01?.name ?? r.accountName,
      idNumber: r.gc01 ? maskIdNumber(pd.decrypt(r.gc01.idNumberEnc) ?? '') : '',
      gender: r.gc01?.gender ?? null,
      mobile: r.mobile ? maskMobile(r.mobile) : '',
      education: r.gc01?.education ?? null,
      region: r.gc01?.region ?? null,
      hasProfile: !!r.gc01,
      profileComplete: r.profileComplete,
      status: r.status,
      createdAt: isoOrNull(r.createdAt),
    })),
    total,
  );
}

/** An account of the given type, or the not-found answer (ids of other kinds included). */
async function accountOfType(deps: TDeps, id: number, userType: number) {
  const [row] = await deps.db
    .select({ id: accounts.id, username: accounts.username, name: accounts.name, status: accounts.status })
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.userType, userType)));
  if (!row) throw notFound();
  return row;
}

export async function orgDetail(deps: TDeps, id: number) {
  const account = await accountOfType(deps, id, UserType.org);
  const view = await findGb01(deps.db, id);
  await recordPersonalDataRead(deps, {
    subjectId: id,
    kinds: ['licence', 'mobile'],
    object: { type: 'org', id },
  });
  if (!view)
    return { id, username: account.username, name: account.name, status: account.status, record: null };
  const org = presentOrgForStaff(view, gb01Missing(view));
  // The list's flag too: the detail drawer shows every column of the list.
  return { ...org, hasLicence: org.licence !== null, record: true };
}

export async function personDetail(deps: TDeps, id: number) {
  const account = await accountOfType(deps, id, UserType.person);
  const view = await findGc01(deps.db, id);
  await recordPersonalDataRead(deps, {
    subjectId: id,
    kinds: ['idNumber', 'mobile', 'email', 'birthDate'],
    object: { type: 'person', id },
  });
  if (!view)
    return { id, username: account.username, name: account.name, status: account.status, record: null };
  return { ...presentPersonForStaff(personalDataOf(deps.config), view, gc01Missing(view)), record: true };
}

/** Locks or unlocks an individual's or organisation's account; locking ends its sessions. */
export async function setLocked(
  deps: TDeps,
  id: number,
  userType: number,
  locked: boolean,
  reason: string | null,
) {
  await accountOfType(deps, id, userType);
  const changed = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(accounts)
      .set(
        locked
          ? { status: 'locked', updatedAt: sql`now()` }
          : { status: 'active', failedLogins: 0, lockedUntil: null, updatedAt: sql`now()` },
      )
      .where(and(eq(accounts.id, id), eq(accounts.status, locked ? 'active' : 'locked')))
      .returning({ id: accounts.id });
    if (rows.length && locked) {
      await tx
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.accountId, id), isNull(sessions.revokedAt)));
    }
    return rows.length > 0;
  });
  if (!changed) throw warning(locked ? 'review.notActive' : 'review.notLocked');
  if (locked) await liveOf(deps).closeEnded(id);
  const state = locked ? 'locked' : 'unlocked';
  await deps.notifier.notify(id, {
    kind: 'security',
    // review.notice.{locked,unlocked}{Title,Body,BodyReason}
    titleKey: `review.notice.${state}Title`,
    bodyKey: `review.notice.${state}${reason ? 'BodyReason' : 'Body'}`,
    params: { reason: reason ?? '' },
  });
  return { id, status: locked ? 'locked' : 'active' };
}

/**
 * The business licence of an organisation, for its reviewer (g070101). A reviewer reads it through
 * the organisation they review, never by the file's id: the generic download grants staff nothing.
 * The read is recorded like the detail's.
 */
export async function orgLicence(deps: TDeps, id: number) {
  await accountOfType(deps, id, UserType.org);
  const [record] = await deps.db
    .select({ fileId: gb01.licenceFileId })
    .from(gb01)
    .where(eq(gb01.accountId, id));
  const file = record?.fileId ? await findById(deps.db, record.fileId) : undefined;
  if (!file) throw notFound('fileNotFound');
  await recordPersonalDataRead(deps, {
    subjectId: id,
    kinds: ['licence'],
    object: { type: 'org', id },
  });
  return file;
}
