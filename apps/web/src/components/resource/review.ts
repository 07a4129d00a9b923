import type { TPermission } from '@rcwb/shared';
import type { ReactNode } from 'react';
import type { TFunction } from '@/lib/i18n';

/** The decisions of the server's review queue (core/review-queue); a resource offers some of them. */
export const REVIEW_ACTIONS = ['approve', 'reject', 'return'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/**
 * Reusable reasons a reviewer picks from (the text lands in the reason field, to keep or edit):
 * a dictionary staff keep, or a fixed list of i18n keys shipped with the screen.
 */
export type ReusableReasons = ({ dict: string } | { keys: readonly string[] }) & {
  /** Label of the pick list (default "Quick choice": its name does not contain the reason field's, so each is found by its own). */
  labelKey?: string;
};

/** The reason dialog of a reject or return: what it asks and how it checks the answer. */
export type ReasonSpec<R> = {
  /** As the server's transition table says (reject and return: required). */
  required: boolean;
  titleKey: string;
  titleParams: (row: R) => Record<string, string>;
  /** Label of the reason field, saying who reads it. */
  labelKey?: string;
  helpKey?: string;
  maxLength: number;
  /** Message for a missing reason; by default "Please enter <label>". */
  requiredKey?: string;
  /** The object decided, shown read-only above the reason. */
  subject?: { labelKey: string; value: (row: R) => string };
};

export type ReviewActionDef<R> = {
  /** Button permissions (any-of), as the server's table guards the action. */
  perms: TPermission[];
  labelKey?: string;
  icon?: ReactNode;
  /** Asked before an action without a reason (approve). */
  confirm?: (row: R, t: TFunction) => string;
  successKey: string;
  /** Sends the decision (the reason is null for approve). */
  send: (row: R, reason: string | null) => Promise<unknown>;
  /** With it, the action opens the reason dialog; without it, it runs (after `confirm`). */
  reason?: ReasonSpec<R>;
};

/**
 * The review part of a resource definition: the actions it offers (the server's table decides
 * which exist), which ones the row's state allows now (only to hide buttons; the server refuses
 * the rest with a message) and the reasons to pick from.
 */
export type ReviewDef<R> = {
  actions: Partial<Record<ReviewAction, ReviewActionDef<R>>>;
  allowed: (row: R, action: ReviewAction) => boolean;
  reasons?: ReusableReasons;
};

/** The dialog name of an action that asks for a reason. */
export const reviewDialog = (action: ReviewAction) => `review:${action}`;
export const reviewActionOf = (dialog: string): ReviewAction | undefined =>
  REVIEW_ACTIONS.find((a) => reviewDialog(a) === dialog);
