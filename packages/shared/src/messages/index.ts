import { account } from './account';
import { accounts } from './accounts';
import { audit } from './audit';
import { centre } from './centre';
import { auth } from './auth';
import { content } from './content';
import { core } from './core';
import { deliveries } from './deliveries';
import { fairs } from './fairs';
import { files } from './files';
import { jobs } from './jobs';
import { personJobs } from './person-jobs';
import { resumes } from './resumes';
import { reviewQueue } from './review-queue';
import { systemUsers } from './system-users';
import { talent } from './talent';
import { validation } from './validation';
import { type TCatalogue, type TLocale, DEFAULT_LOCALE, LOCALES } from './types';

export * from './types';

/**
 * Every area's catalogue. Each area owns one file (core, auth, files, …) so modules add their
 * messages without touching each other's.
 */
const catalogues: TCatalogue[] = [
  core,
  validation,
  files,
  auth,
  account,
  systemUsers,
  audit,
  accounts,
  jobs,
  content,
  personJobs,
  talent,
  deliveries,
  centre,
  resumes,
  reviewQueue,
  fairs,
];

export type TMessageKey = keyof typeof core.en | keyof typeof validation.en | (string & {});

const merged = Object.fromEntries(
  LOCALES.map((locale) => [locale, Object.assign({}, ...catalogues.map((c) => c[locale]))]),
) as Record<TLocale, Record<string, string>>;

/** Registers an area catalogue (call at module load). */
export function registerCatalogue(c: TCatalogue): void {
  for (const locale of LOCALES) Object.assign(merged[locale], c[locale]);
}

/** All messages of a locale, e.g. to seed i18next. */
export const messagesOf = (locale: TLocale): Readonly<Record<string, string>> => merged[locale];

/** Picks the supported locale for an Accept-Language header or a stored choice. */
export function pickLocale(value: string | null | undefined): TLocale {
  if (!value) return DEFAULT_LOCALE;
  for (const part of value.split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en';
  }
  return DEFAULT_LOCALE;
}

/** Resolves a message key with `{name}` parameters; an unknown key is returned as is. */
export function translate(locale: TLocale, key: string, params?: Record<string, string | number>): string {
  const template = merged[locale][key] ?? merged.en[key] ?? key;
  return params ? template.replace(/\{(\w+)\}/g, (m, name: string) => String(params[name] ?? m)) : template;
}
