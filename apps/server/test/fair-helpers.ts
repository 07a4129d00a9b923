import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type TFairLayout, UserType } from '@rcwb/shared';
import { accounts, fairBooths, fairTickets, jobFairs } from '../src/db/schema';
import type { TTestApp } from './harness';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A 3 × 4 hall of zone A (A-01 … A-12), every cell a booth. */
export const smallHall = (): TFairLayout => ({
  rows: 3,
  cols: 4,
  zones: [{ code: 'A', name: 'IT' }],
  cells: Array.from({ length: 12 }, (_, i) => ({
    row: Math.floor(i / 4),
    col: i % 4,
    code: `A-${String(i + 1).padStart(2, '0')}`,
    zone: 'A',
    size: 9,
    blocked: false,
  })),
});

export type TFairOver = Partial<typeof jobFairs.$inferInsert> & { booths?: boolean };

/**
 * A published fair inserted directly (the fair editor is another module): booking open now,
 * cancellation until tomorrow, the fair itself in ten days; its booths written from the layout.
 */
export async function makeFair(t: TTestApp, over: TFairOver = {}) {
  const now = Date.now();
  const { booths = true, ...values } = over;
  const layout = values.kind === 'online' ? null : (values.layout ?? smallHall());
  const [fair] = await t.deps.db
    .insert(jobFairs)
    .values({
      title: `Fair ${crypto.randomBytes(3).toString('hex')}`,
      kind: 'onsite',
      area: '350100',
      startsAt: new Date(now + 10 * DAY),
      endsAt: new Date(now + 10 * DAY + 8 * HOUR),
      bookingOpensAt: new Date(now - DAY),
      bookingClosesAt: new Date(now + 5 * DAY),
      cancelDeadline: new Date(now + DAY),
      organiser: 'Fuzhou talent service centre',
      status: 'published',
      approvedOrgsOnly: true,
      ...values,
      layout,
    })
    .returning();
  const boothRows =
    booths && layout
      ? await t.deps.db
          .insert(fairBooths)
          .values(
            layout.cells
              .filter((c) => !c.blocked)
              .map((c) => ({
                fairId: fair!.id,
                code: c.code,
                zone: c.zone,
                row: c.row,
                col: c.col,
                size: c.size,
              })),
          )
          .returning()
      : [];
  const booth = (code: string) => boothRows.find((b) => b.code === code)!;
  return { fair: fair!, booths: boothRows, booth };
}

/** Moves a fair's dates (e.g. into the past, to end it). */
export async function setFairDates(t: TTestApp, id: number, values: Partial<typeof jobFairs.$inferInsert>) {
  await t.deps.db.update(jobFairs).set(values).where(eq(jobFairs.id, id));
}

/** A visitor's ticket for a fair (tickets are registered by the fairs module). */
export async function makeTicket(
  t: TTestApp,
  fairId: number,
  status: 'registered' | 'cancelled' = 'registered',
) {
  const username = `p${crypto.randomBytes(4).toString('hex')}`;
  const [person] = await t.deps.db
    .insert(accounts)
    .values({
      username,
      passwordHash: 'x',
      userType: UserType.person,
      name: 'Visitor Wang',
      profileComplete: true,
    })
    .returning({ id: accounts.id });
  const code = `T${crypto.randomBytes(5).toString('hex').toUpperCase()}`;
  const [ticket] = await t.deps.db
    .insert(fairTickets)
    .values({ fairId, personId: person!.id, code, status })
    .returning();
  return ticket!;
}

export { DAY, HOUR };
