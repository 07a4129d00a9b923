import { eq, inArray } from 'drizzle-orm';
import type { TGigOrderStatus } from '@rcwb/shared';
import type { TSeedStep } from '../../core/module';
import { accounts, gigOrders, gigPostings, gigRatings, workerCards } from '../../db/schema';

import { CARDS, GIGS, ORDERS } from './demo-gigs-data';
import { portalDay } from '../../core/time';

const REACHED: Record<TGigOrderStatus, number> = {
  invited: 0,
  applied: 0,
  declined: 0,
  withdrawn: 0,
  cancelled: 0,
  accepted: 1,
  checked_in: 2,
  checked_out: 3,
  confirmed: 4,
};

/**
 * Demo data of the gig market (issue 19): gigs across the region in every state, worker cards
 * and orders in every state with ratings, posted by the demo organisation and demo persons. It
 * adds no accounts; a database that already has gigs of the demo organisation is left alone.
 */
export const demoGigsSeed: TSeedStep = {
  name: 'gigs:demo',
  demo: true,
  async run({ db }) {
    const usernames = [
      ...new Set([
        ...GIGS.map((g) => g.poster),
        ...CARDS.map((c) => c.person),
        ...ORDERS.map((o) => o.worker),
      ]),
    ];
    const rows = await db
      .select({ id: accounts.id, username: accounts.username })
      .from(accounts)
      .where(inArray(accounts.username, usernames));
    const id = new Map(rows.map((r) => [r.username, r.id]));
    // Without its demo accounts (seeding switched off for them) the market stays empty.
    if (usernames.some((u) => !id.has(u))) return;
    const [existing] = await db
      .select({ id: gigPostings.id })
      .from(gigPostings)
      .where(eq(gigPostings.posterId, id.get('org')!))
      .limit(1);
    if (existing) return;
    const day = (n: number) => portalDay(new Date(Date.now() + n * 86_400_000));
    const at = (n: number) => new Date(Date.now() + n * 86_400_000);
    await db.transaction(async (tx) => {
      const gigIds = new Map<string, number>();
      for (const [i, g] of GIGS.entries()) {
        const live = g.status === 'published' || g.status === 'closed';
        const [row] = await tx
          .insert(gigPostings)
          .values({
            posterId: id.get(g.poster)!,
            title: g.title,
            category: g.category,
            payAmount: g.pay[0],
            payUnit: g.pay[1],
            startDate: day(g.days[0]),
            endDate: day(g.days[1]),
            dailyStart: g.hours[0],
            dailyEnd: g.hours[1],
            ...g.place,
            headcount: g.headcount,
            skills: g.skills,
            description: g.description,
            contactName: '李女士',
            contactPhone: `1390591${String(1000 + i)}`,
            status: g.status,
            reviewReason: g.reason ?? null,
            submittedAt: g.status === 'draft' ? null : at(-7 - i),
            publishedAt: live ? at(-6 + i / 10) : null,
          })
          .returning({ id: gigPostings.id });
        gigIds.set(g.title, row!.id);
      }
      for (const c of CARDS)
        await tx.insert(workerCards).values({
          personId: id.get(c.person)!,
          categories: c.categories,
          skills: c.skills,
          areas: [c.place.area],
          days: c.days,
          timeFrom: c.hours[0],
          timeTo: c.hours[1],
          expectedPay: c.pay[0],
          payUnit: c.pay[1],
          intro: c.intro,
          lat: c.place.lat + 0.01,
          lng: c.place.lng - 0.01,
          status: c.status,
          submittedAt: c.status === 'draft' ? null : at(-5),
          publishedAt: c.status === 'published' ? at(-4) : null,
        });
      for (const o of ORDERS) {
        const reached = REACHED[o.status];
        const gigId = gigIds.get(o.gig)!;
        const [order] = await tx
          .insert(gigOrders)
          .values({
            gigId,
            workerId: id.get(o.worker)!,
            origin: o.status === 'invited' ? 'invited' : 'applied',
            status: o.status,
            checkedInAt: reached >= 2 ? at(-1) : null,
            checkedOutAt: reached >= 3 ? at(-0.8) : null,
            confirmedAt: reached >= 4 ? at(-0.5) : null,
            amount: o.amount ?? null,
          })
          .returning({ id: gigOrders.id });
        if (!o.ratings) continue;
        const poster = id.get(GIGS.find((g) => g.title === o.gig)!.poster)!;
        const worker = id.get(o.worker)!;
        await tx.insert(gigRatings).values([
          {
            orderId: order!.id,
            raterId: poster,
            rateeId: worker,
            score: o.ratings[0],
            comment: o.ratings[1],
          },
          {
            orderId: order!.id,
            raterId: worker,
            rateeId: poster,
            score: o.ratings[2],
            comment: o.ratings[3],
          },
        ]);
      }
    });
  },
};
