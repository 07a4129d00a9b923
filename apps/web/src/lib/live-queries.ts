/*
 * Query keys that one feature's news makes stale in another's screens: a live message or a read
 * (features/messages) refreshes the home page, the workbench and the delivery screens. They live
 * here, not in those features, so the messages feature needs none of them.
 */

/** Everything under this key is refreshed when a live message arrives (use-message-socket). */
export const homeKey = ['home'] as const;

export const workbenchKey = ['workbench'] as const;

/**
 * Query keys of the delivery screens. Every key starts with one of these, so a live message about
 * a delivery or interview refreshes whatever of them is on screen (see liveKeysOf).
 */
export const DELIVERY_KEYS = {
  mine: 'deliveries-mine',
  invitations: 'deliveries-invitations',
  org: 'deliveries-org',
  interviews: 'deliveries-interviews',
  staff: 'deliveries-staff',
  detail: 'delivery-detail',
  interview: 'delivery-interview',
  toJob: 'delivery-to-job',
} as const;

const ALL = Object.values(DELIVERY_KEYS).map((key) => [key] as const);

/**
 * The query keys a live message makes stale: a message about a delivery, an interview or an
 * invitation changes lists, counts and timelines of the delivery screens.
 */
export const liveKeysOf = (kind: string): readonly (readonly [string])[] =>
  kind === 'delivery' || kind === 'interview' || kind === 'invitation' ? ALL : [];
