import type { TCatalogue } from '@rcwb/shared';
import { core } from '@rcwb/shared/messages/core';

/**
 * The server's messages every page needs in the browser: those the API client and the shell show
 * themselves (a failed connection, a timeout, the status codes, the expired-session dialog). The
 * server sends its answers already translated; the other areas' keys are shown by forms (field
 * messages) and load with them (the i18n-scope.ts of lib/forms and lib/server-messages), or with
 * the back office (back-office.ts). The i18n test fails if a public page uses a key its chunks do
 * not bring.
 */
export const entryMessages: readonly TCatalogue[] = [core];
