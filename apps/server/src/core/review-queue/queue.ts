import type { TPermission } from '@rcwb/shared';
import type { z } from 'zod';
import { type AppError, notFound, warning } from '../errors';
import { type TRouteDef, guard, route } from '../route';
import type { TSessionUser } from '../session-user';
import {
  type TReviewAction,
  type TTransition,
  type TTransitionTable,
  findTransition,
  offeredActions,
  permOf,
} from './transitions';

/** One decision the table allowed, as the resource's write and after-steps see it. */
export type TReviewDecision<S extends string> = {
  id: number;
  action: TReviewAction;
  from: S;
  to: S;
  reason: string | null;
  reviewer: TSessionUser;
  transition: TTransition<S>;
};

/**
 * What a reviewed resource tells the queue: its table, how to load and lock one object, how to
 * write the new state and what to do once it is committed. `Tx` is the resource's transaction
 * type, so the queue needs no database of its own.
 */
export type TReviewAdapter<S extends string, O, Tx, R> = {
  table: TTransitionTable<S>;
  /** Runs the read, the check and the write in one transaction (the resource's own kind of it). */
  transaction: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
  /**
   * Loads the object and locks its row until the transaction ends (`SELECT … FOR UPDATE`): a
   * second reviewer waits for the first, then finds the state the first one left and is refused.
   * `undefined`: no such object (or not one this queue reviews).
   */
  lock: (tx: Tx, id: number) => Promise<O | undefined>;
  /** The object's review state; null when it has none yet (nothing submitted). */
  stateOf: (object: O) => S | null;
  /** Writes the new state (and whatever goes with it) inside the transaction. */
  write: (tx: Tx, object: O, decision: TReviewDecision<S>) => Promise<R>;
  /** After the commit: notices, live events. Returns the route's answer. */
  after: (outcome: R, decision: TReviewDecision<S>) => Promise<unknown>;
  /** The refusal of an action the state does not allow: says what the action needs. */
  refused: (action: TReviewAction, from: S | null) => AppError;
  /** The answer for a missing id (default: the generic not-found). */
  notFound?: () => AppError;
};

/**
 * Takes one decision: refuses an action the resource does not offer or its state does not allow,
 * otherwise writes the table's target state. The row lock makes concurrent decisions on one object
 * take turns, so exactly one wins and the others get the resource's refusal.
 */
export async function decideReview<S extends string, O, Tx, R>(
  adapter: TReviewAdapter<S, O, Tx, R>,
  reviewer: TSessionUser,
  id: number,
  action: TReviewAction,
  reason: string | null,
): Promise<unknown> {
  if (!offeredActions(adapter.table).includes(action)) throw warning('reviewQueue.notOffered', { action });
  const { outcome, decision } = await adapter.transaction(async (tx) => {
    const object = await adapter.lock(tx, id);
    if (object === undefined) throw (adapter.notFound ?? notFound)();
    const from = adapter.stateOf(object);
    const transition = findTransition(adapter.table, from, action);
    if (!transition) throw adapter.refused(action, from);
    // The routes' schemas ask for the reason field by field; this holds for every other caller.
    if (transition.reasonRequired && !reason?.trim()) throw warning('reviewQueue.reasonRequired');
    const d: TReviewDecision<S> = {
      id,
      action,
      from: transition.from,
      to: transition.to,
      reason,
      reviewer,
      transition,
    };
    return { outcome: await adapter.write(tx, object, d), decision: d };
  });
  return adapter.after(outcome, decision);
}

/**
 * A review queue as the reviewers' workbench counts it: how many objects wait for a decision and
 * the list that shows them (a screen of the manifest and its filter), guarded by the list's
 * permission. A module that serves a queue declares it beside its routes (TModule.reviewQueues),
 * so a new queue appears on the workbench without the workbench knowing it.
 */
export type TReviewQueue = {
  /** Stable name (tests, logs). */
  key: string;
  /** Screen key of the review list, e.g. 'g070102'; its title labels the figure. */
  screen: string;
  /** The list's filter that shows what is counted, as the screen reads it from its address. */
  query?: Record<string, string>;
  perm: TPermission;
  /** Objects waiting for a decision now. */
  waiting: () => Promise<number>;
};

/** The body of one action's call and where its reason (or approve's note) is in it. */
export type TReviewInput = {
  schema: z.ZodType<unknown>;
  reason: (input: unknown) => string | null;
};

/** Declares an action's body with its type kept between the schema and the reason getter. */
export const reviewInput = <I>(schema: z.ZodType<I>, reason: (input: I) => string | null): TReviewInput => ({
  schema,
  reason: reason as (input: unknown) => string | null,
});

/** The calls of one review queue, under `base`: list, one object, and one POST per offered action. */
export type TReviewRoutes<L> = {
  /** e.g. '/job/review': GET /job/review/list, GET /job/review/:id, POST /job/review/:id/approve … */
  base: string;
  params: z.ZodType<{ id: number }>;
  /** The review list (paged; its filters are the screen's) and the permission that opens it. */
  list: { perm: TPermission; input: z.ZodType<L>; load: (input: L) => Promise<unknown> };
  /** One object as a reviewer sees it, guarded by the list's permission. */
  detail: (id: number) => Promise<unknown>;
  /** The body of each action the table offers. */
  inputs: Partial<Record<TReviewAction, TReviewInput>>;
};

/**
 * The route definitions of a review queue. Each action's route is guarded by the permission its
 * table rows name; an action the table offers without a declared body stops the server at start.
 */
export function reviewRoutes<S extends string, O, Tx, R, L>(
  adapter: TReviewAdapter<S, O, Tx, R>,
  spec: TReviewRoutes<L>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): TRouteDef<any, any, any>[] {
  const listGuard = guard.perm(spec.list.perm);
  const actions = offeredActions(adapter.table).map((action) => {
    const input = spec.inputs[action];
    if (!input) throw new Error(`review queue ${spec.base}: no body declared for ${action}`);
    return route({
      method: 'POST',
      url: `${spec.base}/:id/${action}`,
      guard: guard.perm(permOf(adapter.table, action)),
      params: spec.params,
      input: input.schema,
      handler: async ({ user, params, input: body }) =>
        decideReview(adapter, user, params.id, action, input.reason(body)),
    });
  });
  return [
    route({
      method: 'GET',
      url: `${spec.base}/list`,
      guard: listGuard,
      input: spec.list.input,
      handler: async ({ input }) => spec.list.load(input),
    }),
    route({
      method: 'GET',
      url: `${spec.base}/:id`,
      guard: listGuard,
      params: spec.params,
      handler: async ({ params }) => spec.detail(params.id),
    }),
    ...actions,
  ];
}
