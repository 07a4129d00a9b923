import { randomBytes } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { type TFairTicketView, fairPhase } from '@rcwb/shared';
import { notFound, warning } from '../../core/errors';
import { pageOf, type TPaging } from '../../core/paging';
import { isUniqueViolation, type TExec } from '../../core/tx';
import { formatDateTime, DEFAULT_TIME_ZONE } from '../../core/xlsx';
import type { TDb } from '../../db/client';
import { fairTickets, jobFairs } from '../../db/schema';
import { lockFairRow } from './fairs.repository';

/** 16 random bytes as 26 base-32 letters and digits: unguessable, easy to type at the entrance. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newTicketCode(): string {
  const bytes = randomBytes(16);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return `T${out}`;
}

/** The code as a QR image (PNG data URL), error correction M so a phone screen scans well. */
export const qrOf = (code: string): Promise<string> =>
  QRCode.toDataURL(code, { errorCorrectionLevel: 'M', margin: 2, width: 240 });

const deadlineText = (d: Date) => formatDateTime(d, DEFAULT_TIME_ZONE).slice(0, 16);

/**
 * Registers the person for a published fair that has not ended. The fair row is locked, so two
 * registrations never both take the last place; the partial unique index keeps one live ticket
 * per person and fair even against a double click.
 */
export async function registerTicket(
  db: TDb,
  personId: number,
  fairId: number,
): Promise<{ id: number; code: string }> {
  try {
    return await db.transaction(async (tx) => {
      const fair = await lockFairRow(tx, fairId);
      if (!fair || fair.status !== 'published') throw notFound('fairs.notFound');
      if (fairPhase(fair) === 'ended') throw warning('fairs.ticket.ended');
      const [mine] = await tx
        .select({ id: fairTickets.id })
        .from(fairTickets)
        .where(
          and(
            eq(fairTickets.fairId, fairId),
            eq(fairTickets.personId, personId),
            eq(fairTickets.status, 'registered'),
          ),
        );
      if (mine) throw warning('fairs.ticket.already');
      if (fair.capacity !== null) {
        const [taken] = await tx
          .select({ n: count() })
          .from(fairTickets)
          .where(and(eq(fairTickets.fairId, fairId), eq(fairTickets.status, 'registered')));
        if (taken!.n >= fair.capacity) throw warning('fairs.ticket.full', { capacity: fair.capacity });
      }
      const [row] = await tx
        .insert(fairTickets)
        .values({ fairId, personId, code: newTicketCode() })
        .returning({ id: fairTickets.id, code: fairTickets.code });
      return row!;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'fair_ticket_one_live_uq')) throw warning('fairs.ticket.already');
    throw err;
  }
}

/** The person cancels their own live ticket, until the fair's cancellation deadline. */
export async function cancelTicket(db: TDb, personId: number, ticketId: number) {
  await db.transaction(async (tx) => {
    const [ticket] = await tx
      .select()
      .from(fairTickets)
      .where(and(eq(fairTickets.id, ticketId), eq(fairTickets.personId, personId)))
      .for('update');
    if (!ticket) throw notFound('fairs.ticket.notFound');
    if (ticket.status !== 'registered') throw warning('fairs.ticket.notLive');
    if (ticket.checkedInAt) throw warning('fairs.ticket.checkedIn');
    const [fair] = await tx.select().from(jobFairs).where(eq(jobFairs.id, ticket.fairId));
    if (new Date() > fair!.cancelDeadline)
      throw warning('fairs.ticket.pastDeadline', { deadline: deadlineText(fair!.cancelDeadline) });
    await tx
      .update(fairTickets)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(eq(fairTickets.id, ticketId));
  });
  return { id: ticketId, status: 'cancelled' as const };
}

const ticketSelect = {
  id: fairTickets.id,
  fairId: fairTickets.fairId,
  fairTitle: jobFairs.title,
  fairStartsAt: jobFairs.startsAt,
  fairEndsAt: jobFairs.endsAt,
  venue: jobFairs.venue,
  cancelDeadline: jobFairs.cancelDeadline,
  code: fairTickets.code,
  status: fairTickets.status,
  checkedInAt: fairTickets.checkedInAt,
  createdAt: fairTickets.createdAt,
};

type TTicketRow = {
  [K in keyof typeof ticketSelect]:
    (typeof ticketSelect)[K]['_']['data'] | (K extends 'venue' | 'checkedInAt' ? null : never);
};

async function present(rows: TTicketRow[]): Promise<TFairTicketView[]> {
  return Promise.all(
    rows.map(async (r) => ({
      ...r,
      fairStartsAt: r.fairStartsAt.toISOString(),
      fairEndsAt: r.fairEndsAt.toISOString(),
      cancelDeadline: r.cancelDeadline.toISOString(),
      checkedInAt: r.checkedInAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      qr: await qrOf(r.code),
    })),
  );
}

/** The person's tickets, newest first, each with its QR image. */
export async function myTickets(db: TDb, personId: number, paging: TPaging) {
  const where = eq(fairTickets.personId, personId);
  const { rows, total } = await pageOf(
    paging,
    db
      .select(ticketSelect)
      .from(fairTickets)
      .innerJoin(jobFairs, eq(jobFairs.id, fairTickets.fairId))
      .where(where)
      .orderBy(desc(fairTickets.createdAt), desc(fairTickets.id)),
    db.select({ n: count() }).from(fairTickets).where(where),
  );
  return { rows: await present(rows), total };
}

/** The person's live ticket for a fair (the fair page's "show my ticket"), or null. */
export async function myTicketForFair(
  db: TExec,
  personId: number,
  fairId: number,
): Promise<TFairTicketView | null> {
  const rows = await db
    .select(ticketSelect)
    .from(fairTickets)
    .innerJoin(jobFairs, eq(jobFairs.id, fairTickets.fairId))
    .where(
      and(
        eq(fairTickets.fairId, fairId),
        eq(fairTickets.personId, personId),
        eq(fairTickets.status, 'registered'),
      ),
    );
  const [view] = await present(rows);
  return view ?? null;
}
