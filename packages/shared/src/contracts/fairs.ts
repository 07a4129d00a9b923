import { z } from 'zod';

/**
 * Job fairs (DOMAIN.md "job fair", "booth application", "attendee"): the states and the booth
 * layout both the server and the web app read. Whether a fair is upcoming, ongoing or ended is
 * not stored: it follows from its dates (`fairPhase`).
 */

export const FAIR_KINDS = ['onsite', 'online', 'both'] as const;
export type TFairKind = (typeof FAIR_KINDS)[number];

/** The editor's state of a fair: only `published` fairs are public. */
export const FAIR_STATUSES = ['draft', 'published', 'withdrawn', 'cancelled'] as const;
export type TFairStatus = (typeof FAIR_STATUSES)[number];

export const FAIR_PHASES = ['upcoming', 'ongoing', 'ended'] as const;
export type TFairPhase = (typeof FAIR_PHASES)[number];

/** Where a fair stands at `now`, from its start and end. */
export const fairPhase = (
  fair: { startsAt: string | Date; endsAt: string | Date },
  now = new Date(),
): TFairPhase =>
  now < new Date(fair.startsAt) ? 'upcoming' : now > new Date(fair.endsAt) ? 'ended' : 'ongoing';

export const BOOTH_APPLICATION_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type TBoothApplicationStatus = (typeof BOOTH_APPLICATION_STATUSES)[number];

export const FAIR_TICKET_STATUSES = ['registered', 'cancelled'] as const;
export type TFairTicketStatus = (typeof FAIR_TICKET_STATUSES)[number];

/** Limits of a booth layout: a hall is at most this many rows and columns of cells. */
export const FAIR_LAYOUT_LIMITS = { rows: 30, cols: 30, zones: 12 } as const;

/** A zone of the hall (e.g. "A", "IT and software"), coloured on the floor plan. */
export const ZFairZone = z.object({
  code: z.string().trim().min(1).max(8),
  name: z.string().trim().min(1).max(40),
});
export type TFairZone = z.infer<typeof ZFairZone>;

/** One cell of the layout grid: a booth with its code, or a blocked cell (aisle, pillar, stage). */
export const ZFairCell = z.object({
  row: z
    .number()
    .int()
    .min(0)
    .max(FAIR_LAYOUT_LIMITS.rows - 1),
  col: z
    .number()
    .int()
    .min(0)
    .max(FAIR_LAYOUT_LIMITS.cols - 1),
  /** The booth's code as printed on the floor, e.g. "A-03"; empty for a blocked cell. */
  code: z.string().trim().max(12),
  zone: z.string().trim().max(8),
  /** Booth size in square metres (a standard booth is 9). */
  size: z.number().int().min(1).max(200).default(9),
  blocked: z.boolean().default(false),
});
export type TFairCell = z.infer<typeof ZFairCell>;

/** The booth layout of a fair or of a reusable template: rows × columns of cells, and its zones. */
export const ZFairLayout = z
  .object({
    rows: z.number().int().min(1).max(FAIR_LAYOUT_LIMITS.rows),
    cols: z.number().int().min(1).max(FAIR_LAYOUT_LIMITS.cols),
    zones: z.array(ZFairZone).max(FAIR_LAYOUT_LIMITS.zones),
    cells: z.array(ZFairCell).max(FAIR_LAYOUT_LIMITS.rows * FAIR_LAYOUT_LIMITS.cols),
  })
  .superRefine((layout, ctx) => {
    const seen = new Set<string>();
    const codes = new Set<string>();
    for (const cell of layout.cells) {
      if (cell.row >= layout.rows || cell.col >= layout.cols)
        ctx.addIssue({ code: 'custom', message: 'fairs.layout.outside' });
      const at = `${cell.row}:${cell.col}`;
      if (seen.has(at)) ctx.addIssue({ code: 'custom', message: 'fairs.layout.cellTwice' });
      seen.add(at);
      if (cell.blocked) continue;
      if (!cell.code) ctx.addIssue({ code: 'custom', message: 'fairs.layout.codeMissing' });
      if (codes.has(cell.code)) ctx.addIssue({ code: 'custom', message: 'fairs.layout.codeTwice' });
      codes.add(cell.code);
    }
  });
export type TFairLayout = z.infer<typeof ZFairLayout>;

/** Rules of booking and attending; the suspension length is the default of the system setting. */
export const FAIR_RULES = {
  /** Days an organisation may not book booths after failing to turn up at a fair. */
  noShowSuspensionDays: 90,
  /** Postings an organisation may show at one fair. */
  postingsPerApplication: 20,
  attendeesPerApplication: 5,
} as const;
