/** The message centre (g010705, every role has it); the bell and the workbench link to it. */
export const MESSAGE_CENTRE_PATH = '/g01/g010705';
