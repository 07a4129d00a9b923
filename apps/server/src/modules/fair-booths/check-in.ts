import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDeps } from '../../core/deps';
import { notFound, warning } from '../../core/errors';
import { iso } from '../../core/time';
import { accounts, boothApplications, fairBooths, fairTickets, gb01 } from '../../db/schema';
import { findFair, orgName } from './fair-booths.repository';
import { shownTime } from './org.service';

export type TCheckInAnswer = {
  kind: 'visitor' | 'org';
  name: string;
  booth: string | null;
  checkedInAt: string;
};

const otherFair = async (deps: TDeps, fairId: number) =>
  warning('fairBooths.checkIn.otherFair', { fair: (await findFair(deps.db, fairId))?.title ?? '' });

/**
 * Checks a visitor's ticket or an organisation's check-in code in at a fair: refuses codes of
 * another fair, cancelled tickets, organisations without an approved booth and codes already
 * checked in (with the time). The write only lands when nobody checked the code in meanwhile.
 */
export async function checkIn(deps: TDeps, fairId: number, typed: string): Promise<TCheckInAnswer> {
  const fair = await findFair(deps.db, fairId);
  if (!fair || fair.status === 'draft') throw notFound('fairBooths.fairNotFound');
  // Codes are printed in capitals; a phone keyboard may not type them so.
  const code = typed.trim().toUpperCase();
  const [ticket] = await deps.db
    .select({ t: fairTickets, name: accounts.name })
    .from(fairTickets)
    .innerJoin(accounts, eq(accounts.id, fairTickets.personId))
    .where(sql`upper(${fairTickets.code}) = ${code}`)
    .limit(1);
  if (ticket) {
    const t = ticket.t;
    if (t.fairId !== fairId) throw await otherFair(deps, t.fairId);
    if (t.status === 'cancelled') throw warning('fairBooths.checkIn.cancelled');
    if (t.checkedInAt) throw warning('fairBooths.checkIn.already', { time: shownTime(t.checkedInAt) });
    const [done] = await deps.db
      .update(fairTickets)
      .set({ checkedInAt: sql`now()` })
      .where(and(eq(fairTickets.id, t.id), isNull(fairTickets.checkedInAt)))
      .returning({ at: fairTickets.checkedInAt });
    if (!done) return alreadyTicket(deps, t.id);
    return { kind: 'visitor', name: ticket.name, booth: null, checkedInAt: iso(done.at!) };
  }
  const [app] = await deps.db
    .select({ a: boothApplications, name: orgName, booth: fairBooths.code })
    .from(boothApplications)
    .innerJoin(accounts, eq(accounts.id, boothApplications.orgId))
    .leftJoin(gb01, eq(gb01.accountId, boothApplications.orgId))
    .leftJoin(fairBooths, eq(fairBooths.id, boothApplications.boothId))
    .where(sql`upper(${boothApplications.checkInCode}) = ${code}`)
    .limit(1);
  if (!app) throw warning('fairBooths.checkIn.unknown', { code: typed.trim() });
  const a = app.a;
  if (a.fairId !== fairId) throw await otherFair(deps, a.fairId);
  if (a.status !== 'approved') throw warning('fairBooths.checkIn.notApproved');
  if (a.checkedInAt) throw warning('fairBooths.checkIn.already', { time: shownTime(a.checkedInAt) });
  const [done] = await deps.db
    .update(boothApplications)
    .set({ checkedInAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(boothApplications.id, a.id), isNull(boothApplications.checkedInAt)))
    .returning({ at: boothApplications.checkedInAt });
  if (!done) {
    const [now] = await deps.db
      .select({ at: boothApplications.checkedInAt })
      .from(boothApplications)
      .where(eq(boothApplications.id, a.id));
    throw warning('fairBooths.checkIn.already', { time: shownTime(now!.at!) });
  }
  return { kind: 'org', name: app.name, booth: app.booth, checkedInAt: iso(done.at!) };
}

async function alreadyTicket(deps: TDeps, id: number): Promise<never> {
  const [row] = await deps.db
    .select({ at: fairTickets.checkedInAt })
    .from(fairTickets)
    .where(eq(fairTickets.id, id));
  throw warning('fairBooths.checkIn.already', { time: shownTime(row!.at!) });
}
