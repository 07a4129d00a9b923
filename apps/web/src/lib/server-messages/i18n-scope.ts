import '@/lib/forms/i18n-scope';
import { centre } from '@rcwb/shared/messages/centre';
import { deliveries } from '@rcwb/shared/messages/deliveries';
import { files } from '@rcwb/shared/messages/files';
import { jobs } from '@rcwb/shared/messages/jobs';
import { personJobs } from '@rcwb/shared/messages/person-jobs';
import { talent } from '@rcwb/shared/messages/talent';
import { registerCatalogues } from '@/lib/i18n';

/*
 * The server's messages of every other form a visitor can reach (applying, reporting, job alerts,
 * uploads), with the account forms' (lib/forms/i18n-scope.ts): a refused call answers its field
 * messages as keys of its area (components/resource/server-errors.ts), and uploads refuse files
 * by key. Imported for its effect by the modules that translate such keys, so the strings come
 * with those forms' lazy chunks and not with every page's entry. The i18n test finds scopes by
 * their name, i18n-scope.ts.
 */
export const catalogues = [files, jobs, personJobs, talent, deliveries, centre];
registerCatalogues(catalogues);
