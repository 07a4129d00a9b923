import { screenPath } from '@rcwb/shared';
/** The message centre (g010705, every role has it); the bell and the workbench link to it. */
export const MESSAGE_CENTRE_PATH = screenPath('g010705');
