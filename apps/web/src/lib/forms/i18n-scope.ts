import { account } from '@rcwb/shared/messages/account';
import { accounts } from '@rcwb/shared/messages/accounts';
import { auth } from '@rcwb/shared/messages/auth';
import { validation } from '@rcwb/shared/messages/validation';
import { registerCatalogues } from '@/lib/i18n';

/*
 * The server's messages the account forms show by key (sign-in, registration, password recovery,
 * binding, SMS codes): the field checks' (field-checks.ts, the shared validators) and those the
 * server answers for their fields. Imported for its effect by the modules that translate such
 * keys, so the strings come with the forms' lazy chunks and not with the entry, which every page
 * loads and which keeps only the API client's messages (lib/i18n/entry-messages.ts). The other
 * forms a visitor can reach load theirs with lib/server-messages/i18n-scope.ts; the back office
 * loads every area (lib/i18n/back-office.ts). The i18n test finds scopes by their name.
 */
export const catalogues = [validation, auth, account, accounts];
registerCatalogues(catalogues);
