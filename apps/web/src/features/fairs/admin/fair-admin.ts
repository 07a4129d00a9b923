import { screenPath } from '@rcwb/shared';

/** The g200201 screens' base path (menu group g20). */
export const FAIR_SCREEN = screenPath('g200201');
