import type { TPermission } from '@rcwb/shared';
/**
 * The review queue's state changes, written as data: one row per (from-state, action) with the
 * state it leads to, whether a reason must be given and the button permission that guards it.
 * The server refuses anything not in a resource's table; the web app mirrors the same rows to
 * decide which buttons a row shows.
 */

/** The decisions a reviewer can take. A resource offers the ones its table names. */
export const REVIEW_ACTIONS = ['approve', 'reject', 'return'] as const;
export type TReviewAction = (typeof REVIEW_ACTIONS)[number];

export type TTransition<S extends string> = {
  from: S;
  action: TReviewAction;
  to: S;
  /** The decision needs a reason the owner is told (reject, return); approve's note is optional. */
  reasonRequired: boolean;
  /** The button permission (DOMAIN.md `group:resource:action`) the action's route is guarded by. */
  perm: TPermission;
};

export type TTransitionTable<S extends string> = readonly TTransition<S>[];

/**
 * Checks a table once, where it is declared (so a mistake stops the server at start, not a
 * reviewer later): one row per (from, action), and one permission per action, because one
 * route serves an action whatever the state.
 */
export function defineTransitions<S extends string>(rows: TTransitionTable<S>): TTransitionTable<S> {
  const seen = new Set<string>();
  const perms = new Map<TReviewAction, TPermission>();
  for (const row of rows) {
    const key = `${row.from}:${row.action}`;
    if (seen.has(key)) throw new Error(`review transitions: ${key} is declared twice`);
    seen.add(key);
    const perm = perms.get(row.action);
    if (perm !== undefined && perm !== row.perm)
      throw new Error(`review transitions: ${row.action} is guarded by both ${perm} and ${row.perm}`);
    perms.set(row.action, row.perm);
  }
  return rows;
}

/** The row for an action from a state, if the table allows it (a missing object has no state). */
export const findTransition = <S extends string>(
  table: TTransitionTable<S>,
  from: S | null,
  action: TReviewAction,
): TTransition<S> | undefined =>
  from === null ? undefined : table.find((t) => t.from === from && t.action === action);

/** The actions a resource offers at all, in the order of the review actions. */
export const offeredActions = <S extends string>(table: TTransitionTable<S>): TReviewAction[] =>
  REVIEW_ACTIONS.filter((a) => table.some((t) => t.action === a));

/** The actions allowed now from a state, for the buttons of a row. */
export const actionsFrom = <S extends string>(table: TTransitionTable<S>, from: S | null): TReviewAction[] =>
  REVIEW_ACTIONS.filter((a) => findTransition(table, from, a) !== undefined);

/** The permission that guards an action's route (the table has one per action). */
export function permOf<S extends string>(table: TTransitionTable<S>, action: TReviewAction): TPermission {
  const row = table.find((t) => t.action === action);
  if (!row) throw new Error(`review transitions: ${action} is not offered`);
  return row.perm;
}
