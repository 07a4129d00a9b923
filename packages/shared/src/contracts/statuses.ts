/*
 * Status lists of deliveries, interviews, invitations and feedback. Plain constants without zod:
 * public pages import them, and a module that builds schemas at load time would come with them.
 */

/**
 * Delivery states (DOMAIN.md): delivered → viewed → interview → hired | rejected | withdrawn.
 * `closed` is where a posting's closing leaves its open deliveries. Only the organisation moves a
 * delivery forward; the person may withdraw while it is undecided.
 */
export const DELIVERY_STATUSES = [
  'delivered',
  'viewed',
  'interview',
  'hired',
  'rejected',
  'withdrawn',
  'closed',
] as const;
export type TDeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Not yet decided: the states that count as the one active delivery of a person to a posting. */
export const OPEN_DELIVERY_STATUSES = [
  'delivered',
  'viewed',
  'interview',
] as const satisfies readonly TDeliveryStatus[];

/** `proposed`: the person proposed other times; the organisation picks one or keeps its own. */
export const INTERVIEW_STATUSES = ['pending', 'proposed', 'accepted', 'declined', 'cancelled'] as const;
export type TInterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** An organisation's invitation to a person to apply for one of its postings (talent search). */
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type TInvitationStatus = (typeof INVITATION_STATUSES)[number];

export const FEEDBACK_KINDS = ['feedback', 'complaint'] as const;
export const FEEDBACK_STATUSES = ['open', 'replied', 'closed'] as const;
export type TFeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
