import { DELIVERY_KEYS } from './deliveries';

const ALL = Object.values(DELIVERY_KEYS).map((key) => [key] as const);

/**
 * The query keys a live message makes stale: a message about a delivery, an interview or an
 * invitation changes lists, counts and timelines of the delivery screens.
 */
export const liveKeysOf = (kind: string): readonly (readonly [string])[] =>
  kind === 'delivery' || kind === 'interview' || kind === 'invitation' ? ALL : [];
