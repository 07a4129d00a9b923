import { type TProgramApplicantType, type TScreenKey, screenPath } from '@rcwb/shared';

/**
 * The screens of one applicant kind: individuals' programs are g060102 (batch, list) and g060101
 * (one application), organisations' g060105 and g060104. The screens are the same components.
 */
export type ApprovalKind = TProgramApplicantType;

export const approvalPaths = (kind: ApprovalKind) =>
  kind === 'person'
    ? {
        batches: screenPath('g060102'),
        batch: (id: number) => screenPath('g060102:index', { id }),
        decide: (id: number, sign: string) => screenPath('g060101:add', { id, sign }),
        choose: (id: number, sign: string) => screenPath('g060101:choose', { id, sign }),
        step: (id: number, sign: string) => screenPath('g060101:detail', { id, sign }),
        dossier: (id: number) => screenPath('g060101:detailX', { id }),
      }
    : {
        batches: screenPath('g060105'),
        batch: (id: number) => screenPath('g060105:index', { id }),
        decide: (id: number, sign: string) => screenPath('g060104:add', { id, sign }),
        choose: (id: number, sign: string) => screenPath('g060104:choose', { id, sign }),
        step: (id: number, sign: string) => screenPath('g060104:detail', { id, sign }),
        dossier: (id: number) => screenPath('g060104:detailX', { id }),
      };

/** The screen keys of one kind, for their titles. */
export const approvalScreens = (kind: ApprovalKind) =>
  (kind === 'person'
    ? { batches: 'g060102', batch: 'g060102:index', detail: 'g060102:detail' }
    : { batches: 'g060105', batch: 'g060105:index', detail: 'g060105:detail' }) satisfies Record<
    string,
    TScreenKey
  >;

/** The steps reviewers decide (approve, return, reject) and the one where they choose experts. */
export const DECISION_STEPS = ['preliminary', 'final'];
export const ASSIGN_STEP = 'assign';
export const STEP_KEYS = ['preliminary', 'assign', 'scoring', 'final', 'notice'] as const;
