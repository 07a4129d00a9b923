import { fileUrl } from '@/lib/paths';

/** Where the API lives in the browser (SPEC §9 "Client API prefix"). */
export const API_PREFIX = '/api';

// A scheme (`https:`, `blob:`, `data:`) or a protocol-relative `//host`.
const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** True for URLs that point somewhere by themselves and must never be rewritten. */
export const isAbsoluteUrl = (url: string): boolean => ABSOLUTE.test(url);

/**
 * The form of a file URL that is stored in records: without the API prefix, so stored data does
 * not depend on where the API is mounted. Absolute URLs are left alone.
 *
 * @example toStoredUrl('/api/files/ab12') // '/files/ab12'
 */
export function toStoredUrl(url: string): string {
  const value = url.trim();
  if (isAbsoluteUrl(value)) return value;
  return value === API_PREFIX || value.startsWith(`${API_PREFIX}/`)
    ? value.slice(API_PREFIX.length) || '/'
    : value;
}

/**
 * The form the browser loads: stored URLs get the API prefix (the server serves `/files/<key>`
 * under `/api`); absolute and already prefixed URLs are left alone.
 *
 * @example toDisplayUrl('/files/ab12') // '/api/files/ab12'
 */
export const toDisplayUrl = (url: string): string => fileUrl(url.trim()) ?? '';

/** The last path segment, used as the shown name of a stored file without a known name. */
export function fileNameOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const name = path.split('/').filter(Boolean).pop() ?? url;
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
