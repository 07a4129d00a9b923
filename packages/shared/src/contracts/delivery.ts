import { z } from 'zod';
import type {
  TDeliveryStatus,
  TInterviewStatus,
  TInvitationStatus,
  TResumeContent,
  TResumeVisibility,
} from './resume';
import type { TRecommendReason } from './centre';

/**
 * Deliveries, interviews and invitation replies (DOMAIN.md flow 1): the forms both sides send and
 * the views the API returns. The organisation's private notes exist only in the organisation's
 * views; nothing a person receives carries them.
 */

/** Trimmed text counted in characters, so Chinese text gets its full length. */
const text = (max: number, key: string) =>
  z
    .string()
    .max(max * 4, key)
    .transform((v) => v.normalize('NFC').trim())
    .refine((v) => [...v].length <= max, { message: key });
const optionalNote = (max: number) =>
  z
    .string()
    .max(max * 4, 'deliveries.noteLength')
    .nullish()
    .transform((v) => v?.normalize('NFC').trim() || null)
    .refine((v) => v === null || [...v].length <= max, { message: 'deliveries.noteLength' });

export const DELIVERY_LIMITS = {
  note: 500,
  reason: 200,
  place: 200,
  contact: 50,
  /** The person's greeting with an application: a line or two, not a cover letter. */
  greeting: 200,
  /** How many other times a person may propose for one interview. */
  proposedTimes: 3,
} as const;

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const ZDeliver = z.object({
  jobId: id,
  resumeId: id,
  greeting: z
    .string()
    .max(DELIVERY_LIMITS.greeting * 4, 'deliveries.greetingLength')
    .nullish()
    .transform((v) => v?.normalize('NFC').trim() || null)
    .refine((v) => v === null || [...v].length <= DELIVERY_LIMITS.greeting, {
      message: 'deliveries.greetingLength',
    }),
  /** Set when delivering from an online job fair's page: the fair becomes the delivery's source. */
  fairId: id.nullish(),
});
/** An optional note with a person's or organisation's step (withdraw, hire, interview reply). */
export const ZStepNote = z.object({ note: optionalNote(DELIVERY_LIMITS.note) });
export const ZRejectDelivery = z.object({
  reason: text(DELIVERY_LIMITS.reason, 'deliveries.reasonRequired').refine((v) => v.length > 0, {
    message: 'deliveries.reasonRequired',
  }),
});
export const ZDeliveryNote = z.object({
  body: text(DELIVERY_LIMITS.note, 'deliveries.noteLength').refine((v) => v.length > 0, {
    message: 'deliveries.noteRequired',
  }),
});
export const ZInviteToInterview = z.object({
  /** An instant with its offset, e.g. `2026-12-01T09:30:00+08:00`; must be in the future. */
  startsAt: z.iso.datetime({ offset: true, message: 'deliveries.interviewTime' }),
  place: text(DELIVERY_LIMITS.place, 'deliveries.placeRequired').refine((v) => v.length > 0, {
    message: 'deliveries.placeRequired',
  }),
  contactName: optionalNote(DELIVERY_LIMITS.contact),
  contactPhone: optionalNote(DELIVERY_LIMITS.contact),
  note: optionalNote(DELIVERY_LIMITS.note),
});
export const ZAcceptInvitation = z.object({ resumeId: id });

const instant = z.iso.datetime({ offset: true, message: 'deliveries.interviewTime' });
/** The person proposes other times for a pending interview (each must be in the future). */
export const ZProposeInterviewTimes = z.object({
  times: z
    .array(instant)
    .min(1, 'deliveries.proposedTimesRequired')
    .max(DELIVERY_LIMITS.proposedTimes, 'deliveries.proposedTimesMax'),
  note: optionalNote(DELIVERY_LIMITS.note),
});
/** The organisation takes one of the proposed times. */
export const ZAcceptProposedTime = z.object({ time: instant });
export type TProposeInterviewTimesInput = z.input<typeof ZProposeInterviewTimes>;

export type TDeliverInput = z.input<typeof ZDeliver>;
export type TInviteToInterviewInput = z.input<typeof ZInviteToInterview>;

/**
 * What the invitation form starts with: the organisation's last invitation (place, contact,
 * note), or, for its first, the posting's contact and the organisation's address.
 */
export type TInterviewDefaults = {
  place: string;
  contactName: string;
  contactPhone: string;
  note: string;
};

export type TDeliveryActorSide = 'person' | 'org' | 'staff' | 'system';

/** One step of a delivery's timeline. */
export type TDeliveryEventView = {
  id: number;
  kind: string;
  status: TDeliveryStatus;
  actorSide: TDeliveryActorSide;
  note: string | null;
  createdAt: string;
};

export type TDeliveryNoteView = { id: number; body: string; authorName: string; createdAt: string };

export type TInterviewView = {
  id: number;
  deliveryId: number;
  startsAt: string;
  place: string;
  contactName: string | null;
  contactPhone: string | null;
  note: string | null;
  status: TInterviewStatus;
  responseNote: string | null;
  /** The times the person proposed instead, while the interview is `proposed`. */
  proposedTimes: string[] | null;
  respondedAt: string | null;
  createdAt: string;
};

/** How well the delivered resume fits the posting: a percentage and the reasons (codes). */
export type TDeliveryMatch = { percent: number; reasons: TRecommendReason[] };

/** A row of a delivery list (the person's, the organisation's pipeline, the staff overview). */
export type TDeliveryRow = {
  id: number;
  status: TDeliveryStatus;
  jobId: number;
  jobTitle: string;
  orgName: string;
  resumeTitle: string;
  /** The person's name: in the organisation's and staff lists only. */
  personName?: string;
  /** The organisation's list only: the person's greeting and the match with the posting. */
  greeting?: string | null;
  match?: TDeliveryMatch | null;
  latestEvent: { kind: string; createdAt: string } | null;
  createdAt: string;
  updatedAt: string;
};

/** What the organisation may see of the person once they delivered (counts as a contact view). */
export type TDeliveryPerson = {
  name: string;
  gender: string;
  birthDate: string;
  mobile: string | null;
  email: string | null;
};

/** The detail page /g010702/info_td: who reads decides what is in it. */
export type TDeliveryDetail = {
  id: number;
  side: 'person' | 'org' | 'staff';
  status: TDeliveryStatus;
  rejectReason: string | null;
  /** The person's greeting sent with the application. */
  greeting: string | null;
  /** The organisation's and staff's view only. */
  match?: TDeliveryMatch | null;
  createdAt: string;
  job: {
    id: number;
    title: string;
    orgName: string;
    area: string;
    salaryMin: number | null;
    salaryMax: number | null;
  };
  resume: {
    id: number;
    title: string;
    /** The snapshot: for the organisation and staff; the person has the live resume. */
    content?: TResumeContent;
    completeness?: number;
    photoFileId?: string | null;
    attachmentFileId?: string | null;
    /** The snapshot's photo and attachment, while their files exist (organisation and staff). */
    photo?: { id: string; url: string } | null;
    attachment?: { id: string; name: string; mime: string; size: number; url: string } | null;
  };
  person?: TDeliveryPerson;
  events: TDeliveryEventView[];
  interviews: TInterviewView[];
  /** The organisation's private notes: in the organisation's view only. */
  notes?: TDeliveryNoteView[];
  /** What the reader may do now. */
  actions: string[];
};

/** The interview page /g010703/index. */
export type TInterviewPage = TInterviewView & {
  side: 'person' | 'org';
  deliveryStatus: TDeliveryStatus;
  job: { id: number; title: string; orgName: string };
  personName?: string;
};

/** An organisation's interviews list (g050105). */
export type TInterviewRow = TInterviewView & { jobTitle: string; personName: string };

/** A person's invitation to apply, sent by an organisation from the talent search. */
export type TInvitationRow = {
  id: number;
  status: TInvitationStatus;
  jobId: number;
  jobTitle: string;
  jobOpen: boolean;
  orgName: string;
  message: string | null;
  createdAt: string;
  respondedAt: string | null;
};

/** One of the person's resumes they may deliver. */
export type TDeliverableResume = {
  id: number;
  title: string;
  isDefault: boolean;
  completeness: number;
  visibility: TResumeVisibility;
};

/** The person's latest delivery to a posting, for the jobInfo button. */
export type TMyDeliveryToJob = { id: number; status: TDeliveryStatus } | null;

export type TDeliveryCounts = Record<TDeliveryStatus, number>;
