import { z } from 'zod';

/**
 * Job fairs (DOMAIN.md "job fair", "booth application", "attendee"): the states and the booth
 * layout both the server and the web app read. Whether a fair is upcoming, ongoing or ended is
 * not stored: it follows from its dates (`fairPhase`).
 */

// The kinds, states and phases are plain constants in fair-phases.ts: the public fair list
// imports them, and this module builds its schemas when it loads.
import { FAIR_KINDS, type TFairKind, type TFairPhase, type TFairStatus } from './fair-phases';

export * from './fair-phases';

export const BOOTH_APPLICATION_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type TBoothApplicationStatus = (typeof BOOTH_APPLICATION_STATUSES)[number];

/** The organiser's figures of one fair, in the order the statistics screen and its export show them. */
export const FAIR_FIGURES = [
  'boothsTotal',
  'boothsBooked',
  'boothsAvailable',
  'organisations',
  'organisationsCheckedIn',
  'noShows',
  'postings',
  'visitorsRegistered',
  'visitorsCheckedIn',
  'deliveries',
] as const;
export type TFairFigures = Record<(typeof FAIR_FIGURES)[number], number>;

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

const instant = z.string().datetime({ offset: true });
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** What the editor writes about a fair (g200201); the layout and the recap are saved apart. */
export const ZFairForm = z
  .object({
    title: z.string().trim().min(1).max(100),
    kind: z.enum(FAIR_KINDS),
    area: z
      .string()
      .trim()
      .regex(/^\d{6}$/),
    startsAt: instant,
    endsAt: instant,
    bookingOpensAt: instant,
    bookingClosesAt: instant,
    cancelDeadline: instant,
    venue: text(200),
    transport: text(500),
    lat: z
      .number()
      .min(-90)
      .max(90)
      .nullish()
      .transform((v) => v ?? null),
    lng: z
      .number()
      .min(-180)
      .max(180)
      .nullish()
      .transform((v) => v ?? null),
    organiser: z.string().trim().min(1).max(100),
    contactName: text(50),
    contactPhone: text(30),
    /** The banner image's URL as the upload answered it (a content image); empty for none. */
    banner: text(300),
    description: z.string().max(200_000).default(''),
    capacity: z
      .number()
      .int()
      .min(1)
      .max(1_000_000)
      .nullish()
      .transform((v) => v ?? null),
    approvedOrgsOnly: z.boolean().default(true),
    industries: z.array(z.string().trim().min(1).max(20)).max(50).default([]),
    minResumeCompleteness: z.number().int().min(0).max(100).default(0),
  })
  .superRefine((f, ctx) => {
    const at = (v: string) => new Date(v).getTime();
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (at(f.endsAt) <= at(f.startsAt)) issue('endsAt', 'fairs.form.endsBeforeStart');
    if (at(f.bookingClosesAt) <= at(f.bookingOpensAt)) issue('bookingClosesAt', 'fairs.form.bookingWindow');
    if (at(f.bookingClosesAt) > at(f.endsAt)) issue('bookingClosesAt', 'fairs.form.bookingAfterEnd');
    if (at(f.cancelDeadline) > at(f.endsAt)) issue('cancelDeadline', 'fairs.form.cancelAfterEnd');
  });
export type TFairFormInput = z.input<typeof ZFairForm>;
export type TFairForm = z.output<typeof ZFairForm>;

/** The recap of an ended fair: the only part of a past fair the editor may still change. */
export const ZFairRecap = z.object({
  recap: z.string().max(200_000),
  /** Photo URLs as the upload answered them (content images). */
  recapPhotos: z.array(z.string().max(300)).max(24).default([]),
});

/** A fair as lists show it, with its live counts. */
export type TFairSummary = {
  id: number;
  title: string;
  kind: TFairKind;
  area: string;
  startsAt: string;
  endsAt: string;
  bookingOpensAt: string;
  bookingClosesAt: string;
  cancelDeadline: string;
  venue: string | null;
  organiser: string;
  status: TFairStatus;
  phase: TFairPhase;
  capacity: number | null;
  bannerUrl: string | null;
  counts: { organisations: number; postings: number; visitors: number };
};

/** One booth of the public floor plan: taken by an organisation or available. */
export type TFairBoothView = {
  id: number;
  code: string;
  zone: string;
  row: number;
  col: number;
  size: number;
  org: { id: number; name: string } | null;
};

/** A fair's public page. */
export type TFairDetail = TFairSummary & {
  transport: string | null;
  lat: number | null;
  lng: number | null;
  contactName: string | null;
  contactPhone: string | null;
  description: string;
  minResumeCompleteness: number;
  cancelReason: string | null;
  layout: TFairLayout | null;
  booths: TFairBoothView[];
  organisations: { id: number; name: string; boothCode: string | null }[];
  recap: string | null;
  recapPhotoUrls: string[];
};

/** The editor's view of a fair: the form's fields, the layout and the recap. */
export type TFairEditorView = TFairSummary &
  Omit<
    TFairForm,
    | 'kind'
    | 'title'
    | 'area'
    | 'startsAt'
    | 'endsAt'
    | 'bookingOpensAt'
    | 'bookingClosesAt'
    | 'cancelDeadline'
    | 'venue'
    | 'organiser'
    | 'capacity'
  > & {
    layout: TFairLayout | null;
    recap: string | null;
    recapPhotos: string[];
    cancelReason: string | null;
  };

/** A posting shown at a fair (the fair page's search). */
export type TFairPosting = {
  id: number;
  title: string;
  orgId: number;
  orgName: string;
  area: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
};

/** A person's ticket: the code is what the QR image shows and check-in reads. */
export type TFairTicketView = {
  id: number;
  fairId: number;
  fairTitle: string;
  fairStartsAt: string;
  fairEndsAt: string;
  venue: string | null;
  cancelDeadline: string;
  code: string;
  status: TFairTicketStatus;
  checkedInAt: string | null;
  createdAt: string;
  /** A data: URL of the code's QR image (PNG). */
  qr: string;
};
