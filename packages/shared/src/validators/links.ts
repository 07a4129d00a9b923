/** SPEC §5: external links start with http://, https://, mailto: or tel: (schemes are case-insensitive). */
const EXTERNAL = /^(?:https?:\/\/|mailto:|tel:)/i;

/** True when a menu path or editor link points outside the app (SPEC §5 "External links"). */
export function isExternalLink(value: string | null | undefined): boolean {
  return typeof value === 'string' && EXTERNAL.test(value);
}

/** SPEC §5 "Editor anchor id": a letter, then letters, digits, `-`, `.`, `:` or `_`. */
const ANCHOR_ID = /^[A-Za-z][A-Za-z0-9\-.:_]*$/;

/** True when the value may be used as an editor anchor id. */
export function isValidAnchorId(value: string | null | undefined): boolean {
  return typeof value === 'string' && ANCHOR_ID.test(value);
}

// `example.com:8080` is a host and port, not a scheme called `example.com`.
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:(?!\d+(?:[/?#]|$))/i;
const EMAIL = /^[^\s@/:?#]+@[^\s@/:?#]+\.[^\s@/:?#]+$/;
// A host name (labels, alphabetic top-level label) or IPv4 address, then optional port and path.
const HOST =
  /^(?:(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+([a-z]{2,63})|\d{1,3}(?:\.\d{1,3}){3})(?::\d{1,5})?(?:[/?#]|$)/i;
// "report.pdf" or "index.html" look like host names but are relative file links.
const FILE_SUFFIXES = new Set(
  'html htm shtml php asp aspx jsp xml json txt pdf doc docx xls xlsx ppt pptx png jpg jpeg gif svg webp zip rar md'.split(
    ' ',
  ),
);

/**
 * The prefix the editor's link dialog offers to add (SPEC §5 "Editor link prompts"): `mailto:`
 * for an address that looks like an email, `http://` for an external address typed without a
 * scheme (`www.example.com`, `example.com/a`, `10.0.0.1:8080`), otherwise null — addresses that
 * already have a scheme, anchors and relative paths are left alone.
 */
export function linkPrefixSuggestion(address: string | null | undefined): 'mailto:' | 'http://' | null {
  const value = (address ?? '').trim();
  if (!value || HAS_SCHEME.test(value) || /^[/#.?]/.test(value)) return null;
  if (EMAIL.test(value)) return 'mailto:';
  if (/^www\./i.test(value)) return 'http://';
  const host = HOST.exec(value);
  if (!host) return null;
  const topLevel = host[1]?.toLowerCase();
  return topLevel && FILE_SUFFIXES.has(topLevel) ? null : 'http://';
}
