import { isExternalLink, linkPrefixSuggestion } from '@rcwb/shared';

// Any scheme (`javascript:`, `data:`, `ftp:` …), but not a host with a port (`example.com:8080`).
const SCHEME = /^[a-z][a-z\d+.-]*:(?!\d+(?:[/?#]|$))/i;

/**
 * Addresses a link may have: http(s), mailto and tel (SPEC §5 "External links"), or a path,
 * query or `#anchor` inside the site. Everything else with a scheme, and protocol-relative
 * `//host` addresses, are refused — the same rule the server's sanitiser applies.
 */
export function isAllowedHref(href: string): boolean {
  const value = href.trim();
  if (!value) return false;
  if (isExternalLink(value)) return true;
  return !SCHEME.test(value) && !value.startsWith('//') && !value.startsWith('\\');
}

export type PrefixQuestion = (prefix: 'mailto:' | 'http://') => Promise<boolean>;

/**
 * The link dialog's address rule (SPEC §5 "Editor link prompts"): an address that looks like an
 * email asks whether to add `mailto:`, an external address without a scheme asks whether to add
 * `http://`; the answer decides. Returns the address to use, or null when it is not allowed.
 */
export async function resolveHref(address: string, ask: PrefixQuestion): Promise<string | null> {
  const value = address.trim();
  const prefix = linkPrefixSuggestion(value);
  const href = prefix && (await ask(prefix)) ? `${prefix}${value}` : value;
  return isAllowedHref(href) ? href : null;
}
