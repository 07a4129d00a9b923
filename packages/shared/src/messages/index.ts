import { type TLocale, DEFAULT_LOCALE } from './types';

export * from './types';
/*
 * The catalogues and translate() live in their own file: a bundle that only picks a locale (the
 * web app's entry) then never reaches the area catalogues, which the back office loads.
 */
export * from './catalogues';

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
