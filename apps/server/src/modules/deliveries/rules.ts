import { OPEN_DELIVERY_STATUSES, type TDeliveryStatus, type TInterviewStatus } from '@rcwb/shared';
import { warning } from '../../core/errors';

/**
 * The delivery lifecycle (DOMAIN.md): delivered → viewed → interview → hired | rejected, the
 * person may withdraw while it is undecided, and a closing posting closes it. Who may take an
 * action is checked by the service (owner of the delivery or of the posting); this table says
 * only what the delivery's state allows.
 */
export type TDeliveryAction = 'withdraw' | 'view' | 'invite' | 'hire' | 'reject' | 'close';

const OPEN: readonly TDeliveryStatus[] = OPEN_DELIVERY_STATUSES;

/** The states each action starts from. */
export const TRANSITIONS: Record<TDeliveryAction, { from: readonly TDeliveryStatus[]; to: TDeliveryStatus }> =
  {
    withdraw: { from: OPEN, to: 'withdrawn' },
    view: { from: ['delivered'], to: 'viewed' },
    invite: { from: OPEN, to: 'interview' },
    hire: { from: OPEN, to: 'hired' },
    reject: { from: OPEN, to: 'rejected' },
    close: { from: OPEN, to: 'closed' },
  };

/** The delivery as the rules see it: its state and the answer to its latest interview, if any. */
export type TDeliveryState = { status: TDeliveryStatus; latestInterview: TInterviewStatus | null };

/** Why an action is refused, or null when it is allowed. */
export function refusal(action: TDeliveryAction, s: TDeliveryState): string | null {
  if (!TRANSITIONS[action].from.includes(s.status))
    // A decided delivery says what happened to it; an undecided one what the action needs.
    return OPEN.includes(s.status) ? `deliveries.cannot.${action}` : `deliveries.is.${s.status}`;
  // One interview at a time: a new invitation only after the person declined the last one.
  if (action === 'invite' && (s.latestInterview === 'pending' || s.latestInterview === 'accepted'))
    return `deliveries.interview.${s.latestInterview}`;
  return null;
}

export const canDo = (action: TDeliveryAction, s: TDeliveryState): boolean => refusal(action, s) === null;

export function assertCan(action: TDeliveryAction, s: TDeliveryState): void {
  const key = refusal(action, s);
  if (key) throw warning(key);
}

/** The organisation's buttons for a delivery in this state. */
export const orgActions = (s: TDeliveryState): TDeliveryAction[] =>
  (['view', 'invite', 'hire', 'reject'] as const).filter((a) => canDo(a, s));

export const personActions = (s: TDeliveryState): TDeliveryAction[] =>
  canDo('withdraw', s) ? ['withdraw'] : [];

/** A person may answer only a pending interview of a delivery still at the interview stage. */
export function assertCanAnswer(interview: TInterviewStatus, delivery: TDeliveryStatus): void {
  if (!OPEN.includes(delivery)) throw warning(`deliveries.is.${delivery}`);
  if (interview !== 'pending') throw warning(`deliveries.interview.answered.${interview}`);
}
