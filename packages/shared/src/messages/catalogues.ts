import { account } from './account';
import { accounts } from './accounts';
import { audit } from './audit';
import { auditSentences } from './audit-sentences';
import { centre } from './centre';
import { auth } from './auth';
import { content } from './content';
import { core } from './core';
import { deliveries } from './deliveries';
import { fairBooths } from './fair-booths';
import { fairs } from './fairs';
import { files } from './files';
import { gigs } from './gigs';
import { jobs } from './jobs';
import { personJobs } from './person-jobs';
import { resumes } from './resumes';
import { reviewQueue } from './review-queue';
import { systemAdmin } from './system-admin';
import { systemUsers } from './system-users';
import { talent } from './talent';
import { validation } from './validation';
import { type TCatalogue, type TLocale, LOCALES } from './types';

/**
 * Every area's catalogue. Each area owns one file (core, auth, files, …) so modules add their
 * messages without touching each other's. The server translates with all of them; the web app
 * loads most with the back office (apps/web/src/lib/i18n/entry-messages.ts names the few the
 * public pages need).
 */
export const messageCatalogues: readonly TCatalogue[] = [
  core,
  validation,
  files,
  auth,
  account,
  systemUsers,
  systemAdmin,
  audit,
  auditSentences,
  accounts,
  jobs,
  content,
  personJobs,
  talent,
  deliveries,
  centre,
  resumes,
  reviewQueue,
  gigs,
  fairBooths,
  fairs,
];

export type TMessageKey = keyof typeof core.en | keyof typeof validation.en | (string & {});

let merged: Record<TLocale, Record<string, string>> | undefined;

/**
 * Every locale's messages, merged on first use: nothing runs at module load, so a bundle that
 * imports this file without translating (the web app's entry) leaves the catalogues out.
 */
const mergedMessages = () =>
  (merged ??= Object.fromEntries(
    LOCALES.map((locale) => [locale, Object.assign({}, ...messageCatalogues.map((c) => c[locale]))]),
  ) as Record<TLocale, Record<string, string>>);

/** Registers an area catalogue (call at module load). */
export function registerCatalogue(c: TCatalogue): void {
  for (const locale of LOCALES) Object.assign(mergedMessages()[locale], c[locale]);
}

/** All messages of a locale. */
export const messagesOf = (locale: TLocale): Readonly<Record<string, string>> => mergedMessages()[locale];

/** Resolves a message key with `{name}` parameters; an unknown key is returned as is. */
export function translate(locale: TLocale, key: string, params?: Record<string, string | number>): string {
  const messages = mergedMessages();
  const template = messages[locale][key] ?? messages.en[key] ?? key;
  return params ? template.replace(/\{(\w+)\}/g, (m, name: string) => String(params[name] ?? m)) : template;
}
